import { Link } from 'react-router';
import { type SocialNetwork, useStoreDetails } from '~/features/store';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  LinkIcon,
  PinterestIcon,
  TelegramIcon,
  TwitterIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '~/ui/icons';

const HELP_LINKS = [
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/return', label: 'Return Policy' },
  { to: '/shipping', label: 'Shipping Policy' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/grievance-redressal', label: 'Grievance Redressal' },
];

const COMPANY_LINKS = [
  { to: '/account', label: 'My Account' },
  { to: '/orders', label: 'My Orders' },
  { to: '/track-order', label: 'Track Order' },
];

const SOCIAL_ICONS: Record<SocialNetwork, typeof LinkIcon> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  youtube: YouTubeIcon,
  linkedin: LinkedInIcon,
  whatsapp: WhatsAppIcon,
  pinterest: PinterestIcon,
  telegram: TelegramIcon,
  other: LinkIcon,
};

const footerLink =
  'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

const footerHeading = 'text-sm font-semibold uppercase tracking-wider text-white';

/**
 * Spec section 2, footer: company details, help and company links, social links; and the
 * grievance officer when the store names one.
 */
export function SiteFooter() {
  const store = useStoreDetails();
  const officer = store.grievanceOfficer;
  return (
    <footer className="bg-slate-900 pb-16 text-slate-300 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{store.companyName}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed">{store.description}</p>
          <address className="mt-4 space-y-1 text-sm not-italic">
            {store.address ? <p>{store.address}</p> : null}
            <PhoneAndEmail phone={store.phone} email={store.email} />
          </address>
          {officer ? (
            <div className="mt-6 text-sm">
              <h2 className={footerHeading}>Grievance officer</h2>
              <address className="mt-3 space-y-1 not-italic">
                <p>{officer.name}</p>
                {officer.designation ? <p>{officer.designation}</p> : null}
                <PhoneAndEmail phone={officer.phone} email={officer.email} />
              </address>
            </div>
          ) : null}
        </div>
        <FooterLinks title="Help" links={HELP_LINKS} />
        <div>
          <FooterLinks title="Company" links={COMPANY_LINKS} />
          <h2 className={`mt-8 ${footerHeading}`}>Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {store.socialLinks.map(({ network, label, url }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={`${network} ${label}`}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (opens in a new tab)`}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <Icon size={18} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400">
          © {new Date().getFullYear()} {store.companyName}. Prices in Indian rupees (INR), inclusive
          of taxes.
        </p>
      </div>
    </footer>
  );
}

/** "Phone: …" and "Email: …" lines, each a link, each only when given. */
function PhoneAndEmail({ phone, email }: { phone: string; email: string }) {
  return (
    <>
      {phone ? (
        <p>
          Phone:{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={footerLink}>
            {phone}
          </a>
        </p>
      ) : null}
      {email ? (
        <p>
          Email:{' '}
          <a href={`mailto:${email}`} className={footerLink}>
            {email}
          </a>
        </p>
      ) : null}
    </>
  );
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={footerHeading}>{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
