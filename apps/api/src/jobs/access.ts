import type { JobKind, StaffRole } from '@storefront/contract';

/** Who may start and follow each kind of job: those who may do the work it does. */
export const JOB_ACCESS: Record<JobKind, readonly StaffRole[]> = {
  // The catalogue: owners and managers (admin-products/routes.ts).
  'catalogue-import': ['owner', 'manager'],
  // The shop's books (invoices/admin-routes.ts).
  'invoice-export': ['owner', 'manager'],
  // Payments confirmed from the bank statement: those who confirm payments (ORDER_MOVES).
  'statement-match': ['owner', 'manager'],
};
