import { adminMailListQuerySchema, type MailStatus } from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';

/** The e-mail list's filter, as the URL holds it ("" = every status). */
export const mailFilters = listFilters(adminMailListQuerySchema, ['status']);

export type MailFilters = FiltersOf<typeof mailFilters>;

/** The choices the list offers; a link may still ask for `sending`, which the API accepts. */
export const MAIL_STATUS_FILTERS: readonly { status: MailStatus | ''; label: string }[] = [
  { status: '', label: 'All' },
  { status: 'failed', label: 'Failed' },
  { status: 'pending', label: 'Pending' },
  { status: 'sent', label: 'Sent' },
];
