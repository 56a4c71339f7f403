export {
  type ListingResult,
  loadAllProducts,
  loadListing,
  loadProduct,
  loadSubcategories,
} from './catalog.server';
export { loadFeaturedProducts } from './featured.server';
