export { FALLBACK_CATEGORIES, MAX_SHOWN_CATEGORIES } from './fallbacks';
export { type RootData, useStoreInfo } from './use-store-info';
