import type { AdminMail, AdminMailList, AdminMailListQuery } from '@storefront/contract';
import { api, type QueryValue } from '~/lib/api-client';

export function listMail(query: AdminMailListQuery, signal?: AbortSignal): Promise<AdminMailList> {
  return api.get<AdminMailList>('/mail', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

/** Puts a failed e-mail back in the queue, from its first attempt (409 if it has not failed). */
export function retryMail(id: number): Promise<AdminMail> {
  return api.post<AdminMail>(`/mail/${id}/retry`);
}
