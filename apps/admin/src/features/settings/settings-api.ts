import type { PolicySlug, StoreSettings, StoreSettingsInput } from '@storefront/contract';
import { api } from '~/lib/api-client';

export function getStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return api.get<StoreSettings>('/store', { signal });
}

export function saveStoreSettings(settings: StoreSettingsInput): Promise<StoreSettings> {
  return api.put<StoreSettings>('/store', settings);
}

export function previewPolicy(
  slug: PolicySlug,
  html: string,
  signal?: AbortSignal,
): Promise<{ title: string; html: string }> {
  return api.post('/store/policy-preview', { slug, html }, { signal });
}
