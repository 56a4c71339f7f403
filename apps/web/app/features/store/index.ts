export { categoryImage, CATEGORY_IMAGE_SIZE, DEFAULT_CATEGORY_IMAGE } from './category-images';
export { FALLBACK_CATEGORIES, MAX_SHOWN_CATEGORIES } from './fallbacks';
export { pageTitle, storeFromMatches } from './page-title';
export {
  DEFAULT_SOCIAL_LINKS,
  DEFAULT_STORE_NAME,
  type SocialLink,
  type SocialNetwork,
  type StoreDetails,
  storeConsumerCare,
  storeDetails,
} from './store-details';
export { type RootData, type ShopInfo, useStoreDetails, useStoreInfo } from './use-store-info';
