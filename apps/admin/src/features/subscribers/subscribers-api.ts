import type {
  AdminSubscriberExportQuery,
  AdminSubscriberList,
  AdminSubscriberListQuery,
} from '@storefront/contract';
import { api, type QueryValue } from '~/lib/api-client';

export function listSubscribers(query: AdminSubscriberListQuery, signal?: AbortSignal) {
  return api.get<AdminSubscriberList>('/subscribers', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

/** The subscribers the filters name as CSV (the API streams it as it reads it). */
export function exportSubscribers(query: AdminSubscriberExportQuery) {
  return api.getFile('/subscribers/export', { query: query as Record<string, QueryValue> });
}
