export { loadPublicOrigin } from './public-origin.server';
export { loadStoreInfo } from './store-info.server';
export { socialLinksOf, toShopInfo } from './shop-info.server';
