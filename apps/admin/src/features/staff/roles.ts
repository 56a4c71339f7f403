import { STAFF_ROLE_LABELS, type StaffRole } from '@storefront/contract';

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'everything, including staff and the audit log',
  manager: 'dashboard, orders and settings',
  fulfilment: 'orders only',
};

export function roleName(role: StaffRole): string {
  return STAFF_ROLE_LABELS[role] ?? role;
}
