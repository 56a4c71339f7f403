import { ADMIN_PAGE_SIZE, type AuditList } from '@storefront/contract';
import { api } from '~/lib/api-client';

export function listAudit(page: number, signal?: AbortSignal): Promise<AuditList> {
  return api.get<AuditList>('/audit', { query: { page, limit: ADMIN_PAGE_SIZE }, signal });
}
