import type {
  PolicySlug,
  StoreSettings,
  StoreSettingsSaved,
  StoreSettingsUpdate,
} from '@storefront/contract';
import { api } from '~/lib/api-client';

export function getStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return api.get<StoreSettings>('/store', { signal });
}

/** Saves the settings; the answer says how many products each renamed category took along. */
export function saveStoreSettings(settings: StoreSettingsUpdate): Promise<StoreSettingsSaved> {
  return api.put<StoreSettingsSaved>('/store', settings);
}

export function previewPolicy(
  slug: PolicySlug,
  html: string,
  signal?: AbortSignal,
): Promise<{ title: string; html: string }> {
  return api.post('/store/policy-preview', { slug, html }, { signal });
}
