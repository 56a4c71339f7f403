import { STAFF_ROLE_LABELS, type StaffRole } from '@storefront/contract';

export function roleName(role: StaffRole): string {
  return STAFF_ROLE_LABELS[role] ?? role;
}
