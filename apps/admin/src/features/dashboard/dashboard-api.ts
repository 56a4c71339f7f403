import type { Dashboard } from '@storefront/contract';
import { api } from '~/lib/api-client';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/dashboard', { signal });
}
