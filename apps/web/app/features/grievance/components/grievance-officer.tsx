import { useStoreDetails, useStoreInfo } from '~/features/store';
import { MailIcon, PhoneIcon } from '~/ui/page-icons';

/** Spec section 9: when the grievance officer answers the phone. */
export const GRIEVANCE_PHONE_HOURS = 'Monday - Friday (10:00 - 17:00)';

const linkClasses = 'break-all text-brand-700 underline-offset-2 hover:underline';
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The grievance officer the store names (Consumer Protection (E-Commerce) Rules, 2020, rule
 * 4(4)): name, designation and contact, from the store information rendered with the page.
 */
export function GrievanceOfficer() {
  const loaded = useStoreInfo() !== null;
  const store = useStoreDetails();
  const officer = store.grievanceOfficer;
  return (
    <section
      aria-labelledby="grievance-officer-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="grievance-officer-heading" className="text-lg font-semibold text-slate-900">
        Grievance officer
      </h2>
      {officer ? (
        <address className="mt-3 space-y-2 not-italic text-slate-700">
          <p className="font-medium text-slate-900">{officer.name}</p>
          {officer.designation ? <p>{officer.designation}</p> : null}
          {officer.email ? (
            <p className="flex items-center gap-2">
              <MailIcon size={18} className="shrink-0 text-brand-700" />
              <a href={`mailto:${officer.email}`} className={linkClasses}>
                {officer.email}
              </a>
            </p>
          ) : null}
          {officer.phone ? (
            <p className="flex flex-wrap items-center gap-x-2">
              <PhoneIcon size={18} className="shrink-0 text-brand-700" />
              <a href={telHref(officer.phone)} className={linkClasses}>
                {officer.phone}
              </a>
              <span className="w-full pl-6 text-sm">{GRIEVANCE_PHONE_HOURS}</span>
            </p>
          ) : null}
        </address>
      ) : (
        <div className="mt-3 space-y-2 text-slate-700">
          <p>
            {loaded
              ? 'We have not named our grievance officer here yet. Your complaint still reaches the person who handles complaints through the form on this page.'
              : 'Our contact details could not be loaded just now. Your complaint still reaches us through the form on this page.'}
          </p>
          {store.email || store.phone ? (
            <p>
              You can also reach us
              {store.email ? (
                <>
                  {' at '}
                  <a href={`mailto:${store.email}`} className={linkClasses}>
                    {store.email}
                  </a>
                </>
              ) : null}
              {store.phone ? (
                <>
                  {store.email ? ' or on ' : ' on '}
                  <a href={telHref(store.phone)} className={linkClasses}>
                    {store.phone}
                  </a>
                </>
              ) : null}
              .
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
