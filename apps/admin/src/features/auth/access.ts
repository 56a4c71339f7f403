import { STAFF_ROLE_LABELS, type StaffRole } from '@storefront/contract';

export type Area =
  | 'dashboard'
  | 'orders'
  | 'grievances'
  | 'messages'
  | 'subscribers'
  | 'invoices'
  | 'products'
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
  // Complaints are the grievance officer's: an owner or a manager (docs/decisions/0018).
  grievances: ['owner', 'manager'],
  // Customers' own words, answered in the shop's name, as grievances are.
  messages: ['owner', 'manager'],
  // Customers' addresses, kept for marketing.
  subscribers: ['owner', 'manager'],
  // The shop's books.
  invoices: ['owner', 'manager'],
  products: ['owner', 'manager'],
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
  { area: 'grievances', to: '/grievances', label: 'Grievances' },
  { area: 'messages', to: '/messages', label: 'Messages' },
  { area: 'invoices', to: '/invoices', label: 'Invoices' },
  { area: 'products', to: '/products', label: 'Products' },
  { area: 'mail', to: '/mail', label: 'E-mails' },
  { area: 'subscribers', to: '/subscribers', label: 'Subscribers' },
  { area: 'settings', to: '/settings', label: 'Settings' },
  { area: 'search', to: '/search-synonyms', label: 'Search synonyms' },
  { area: 'staff', to: '/staff', label: 'Staff' },
  { area: 'audit', to: '/audit', label: 'Audit log' },
  { area: 'account', to: '/account', label: 'Account' },
];

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

export function roleLabel(role: StaffRole): string {
  return STAFF_ROLE_LABELS[role] ?? role;
}
