import type { SearchSynonyms } from '@storefront/contract';
import { api } from '~/lib/api-client';

export function getSearchSynonyms(signal?: AbortSignal): Promise<SearchSynonyms> {
  return api.get<SearchSynonyms>('/search/synonyms', { signal });
}

export function saveSearchSynonyms(body: SearchSynonyms): Promise<SearchSynonyms> {
  return api.put<SearchSynonyms>('/search/synonyms', body);
}
