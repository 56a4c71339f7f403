import type {
  AdminGrievance,
  AdminGrievanceList,
  AdminGrievanceListQuery,
  GrievanceStatusChange,
} from '@storefront/contract';
import { api, type QueryValue } from '~/lib/api-client';

export function listGrievances(query: AdminGrievanceListQuery, signal?: AbortSignal) {
  return api.get<AdminGrievanceList>('/grievances', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

export function getGrievance(ticket: string, signal?: AbortSignal) {
  return api.get<AdminGrievance>(`/grievances/${encodeURIComponent(ticket)}`, { signal });
}

export function changeGrievanceStatus(ticket: string, change: GrievanceStatusChange) {
  return api.post<AdminGrievance>(`/grievances/${encodeURIComponent(ticket)}/status`, change);
}
