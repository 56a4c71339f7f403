import { STAFF_ROLE_LABELS, type StaffRole } from '@storefront/contract';

export type Area =
  | 'dashboard'
  | 'orders'
  | 'returns'
  | 'grievances'
  | 'messages'
  | 'subscribers'
  | 'invoices'
  | 'payments'
  | 'products'
  | 'promotions'
  | 'mail'
  | 'settings'
  | 'search'
  | 'staff'
  | 'audit'
  | 'account';

/** Which role opens which part of the back office. The API enforces the same; this hides. */
const ACCESS: Record<Area, readonly StaffRole[]> = {
  dashboard: ['owner', 'manager'],
  orders: ['owner', 'manager', 'fulfilment'],
  // Returns end in refunds and answers to the shopper: for those who may give money back.
  returns: ['owner', 'manager'],
  // Complaints are the grievance officer's: an owner or a manager (docs/decisions/0018).
  grievances: ['owner', 'manager'],
  // Customers' own words, answered in the shop's name, as grievances are.
  messages: ['owner', 'manager'],
  // Customers' addresses, kept for marketing.
  subscribers: ['owner', 'manager'],
  // The shop's books.
  invoices: ['owner', 'manager'],
  // Confirming payments (the bank statement's UPI credits) is for owners and managers.
  payments: ['owner', 'manager'],
  products: ['owner', 'manager'],
  // Discounts give money away: for those who run the shop.
  promotions: ['owner', 'manager'],
  mail: ['owner', 'manager'],
  settings: ['owner', 'manager'],
  search: ['owner', 'manager'],
  staff: ['owner'],
  audit: ['owner'],
  account: ['owner', 'manager', 'fulfilment'],
};

const NAV: readonly { area: Area; to: string; label: string; end?: boolean }[] = [
  { area: 'dashboard', to: '/', label: 'Dashboard', end: true },
  { area: 'orders', to: '/orders', label: 'Orders' },
  { area: 'returns', to: '/returns', label: 'Returns' },
  { area: 'grievances', to: '/grievances', label: 'Grievances' },
  { area: 'messages', to: '/messages', label: 'Messages' },
  { area: 'invoices', to: '/invoices', label: 'Invoices' },
  { area: 'payments', to: '/payments/statement', label: 'Bank statement' },
  { area: 'products', to: '/products', label: 'Products' },
  { area: 'promotions', to: '/promotions', label: 'Promotions' },
  { area: 'mail', to: '/mail', label: 'E-mails' },
  { area: 'subscribers', to: '/subscribers', label: 'Subscribers' },
  { area: 'settings', to: '/settings', label: 'Settings' },
  { area: 'settings', to: '/shipping', label: 'Shipping' },
  { area: 'search', to: '/search-synonyms', label: 'Search synonyms' },
  { area: 'staff', to: '/staff', label: 'Staff' },
  { area: 'audit', to: '/audit', label: 'Audit log' },
  { area: 'account', to: '/account', label: 'Account' },
];

/** What each role can do, as the back office explains it (the API enforces the same). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'everything a manager can, and staff, sign-in security and the audit log',
  manager:
    'runs the shop: the dashboard, orders (confirming payments, shipping, cancelling), returns and refunds, products and stock, promotions, invoices, grievances, customers’ messages and subscribers, e-mails, settings and search synonyms',
  fulfilment:
    'packs and ships: sees orders and marks them shipped and delivered; confirming payments and cancelling orders are for owners and managers',
};

/** What each area holds, as the sentence saying whose it is starts ("Products and stock are"). */
const AREA_SUBJECTS: Record<Area, string> = {
  dashboard: 'The dashboard is',
  orders: 'Orders are',
  returns: 'Returns and exchanges are',
  grievances: 'Grievances are',
  messages: 'Customers’ messages are',
  subscribers: 'Newsletter subscribers are',
  invoices: 'Tax invoices are',
  payments: 'Bank statement matching and payment confirmations are',
  products: 'Products and stock are',
  promotions: 'Promotions are',
  mail: 'The shop’s e-mails are',
  settings: 'Store settings are',
  search: 'Search synonyms are',
  staff: 'Staff and sign-in security are',
  audit: 'The audit log is',
  account: 'Your account is',
};

const ROLE_PLURALS: Record<StaffRole, string> = {
  owner: 'the owner',
  manager: 'managers',
  fulfilment: 'fulfilment staff',
};

/** Whose an area is, in a sentence: "Products and stock are for owners and managers." */
export function areaIsFor(area: Area): string {
  const roles = ACCESS[area];
  const who =
    roles.length === 1
      ? ROLE_PLURALS[roles[0]!]
      : roles.length === 2 && roles.includes('owner') && roles.includes('manager')
        ? 'owners and managers'
        : 'every role';
  return `${AREA_SUBJECTS[area]} for ${who}.`;
}

export function canAccess(role: StaffRole, area: Area): boolean {
  return ACCESS[area].includes(role);
}

export function navItemsFor(role: StaffRole) {
  return NAV.filter((item) => canAccess(role, item.area)).map(({ to, label, end }) => ({
    to,
    label,
    end,
  }));
}

/** Where a role lands after signing in: fulfilment has no dashboard, so its home is Orders. */
export function homePathFor(role: StaffRole): string {
  return canAccess(role, 'dashboard') ? '/' : '/orders';
}

/** The role's home page, as a link to it is worded. */
export function homeLabelFor(role: StaffRole): string {
  return canAccess(role, 'dashboard') ? 'Go to the dashboard' : 'Go to the orders';
}

export function roleLabel(role: StaffRole): string {
  return STAFF_ROLE_LABELS[role] ?? role;
}
