import { storeDetails, useStoreInfo } from '~/features/store';
import { UserIcon } from '~/ui/icons';
import { MailIcon, MapPinIcon, PhoneIcon } from '~/ui/page-icons';

/** Spec section 9: contact hours. */
export const CONTACT_HOURS = 'Monday to Saturday, 10AM - 6PM';

/**
 * Spec section 2: the store's e-mail, phone with hours, and address; and its grievance officer
 * when it names one.
 */
export function ContactDetails() {
  const info = useStoreInfo();
  if (!info) {
    // Spec section 8: the store information did not load, so there are no details to show.
    return (
      <p role="alert" className="text-red-700">
        Failed to load store information
      </p>
    );
  }
  const store = storeDetails(info);
  const officer = store.grievanceOfficer;
  return (
    <ul className="space-y-6">
      {store.email ? (
        <li className="flex gap-4">
          <MailIcon className="mt-0.5 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-slate-900">Email</h2>
            <a href={`mailto:${store.email}`} className="text-brand-700 hover:underline">
              {store.email}
            </a>
          </div>
        </li>
      ) : null}
      {store.phone ? (
        <li className="flex gap-4">
          <PhoneIcon className="mt-0.5 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-slate-900">Phone</h2>
            <a
              href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
              className="text-brand-700 hover:underline"
            >
              {store.phone}
            </a>
            <p className="text-sm text-slate-700">{CONTACT_HOURS}</p>
          </div>
        </li>
      ) : null}
      {store.address ? (
        <li className="flex gap-4">
          <MapPinIcon className="mt-0.5 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-slate-900">Address</h2>
            <address className="not-italic text-slate-700">{store.address}</address>
          </div>
        </li>
      ) : null}
      {officer ? (
        <li className="flex gap-4">
          <UserIcon className="mt-0.5 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-slate-900">Grievance officer</h2>
            <address className="not-italic text-slate-700">
              <span className="block">{officer.name}</span>
              {officer.designation ? <span className="block">{officer.designation}</span> : null}
              {officer.email ? (
                <a
                  href={`mailto:${officer.email}`}
                  className="block text-brand-700 hover:underline"
                >
                  {officer.email}
                </a>
              ) : null}
              {officer.phone ? (
                <a
                  href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}
                  className="block text-brand-700 hover:underline"
                >
                  {officer.phone}
                </a>
              ) : null}
            </address>
          </div>
        </li>
      ) : null}
    </ul>
  );
}
