export { loadFeaturedProducts } from './featured.server';
