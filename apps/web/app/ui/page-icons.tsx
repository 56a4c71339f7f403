// The icons of the contact and grievance pages, apart from those of the shell and the product
// cards (icons.tsx), which every page's first load carries.
import { icon } from './icons';

export const MailIcon = icon(
  '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="M3 7l9 6 9-6"></path>',
);

export const PhoneIcon = icon(
  '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"></path>',
);

export const MapPinIcon = icon(
  '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"></path><circle cx="12" cy="9.5" r="2.5"></circle>',
);
