export { CategoryTiles } from './components/category-tiles';
export { GridToggle } from './components/grid-toggle';
export { PaginationNav } from './components/pagination-nav';
export { ProductCard } from './components/product-card';
export { ProductDetail, ProductNotFound, shortProductId } from './components/product-detail';
export { ProductDetailSkeleton } from './components/product-detail-skeleton';
export { type GridLayout, ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { SubcategoryFilter } from './components/subcategory-filter';
export {
  categoryHref,
  categoryQuery,
  isProductListing,
  type ListingSearch,
  listingHref,
  parseListingSearch,
} from './listing';
export { categoryDisplayName, FEATURED_INTRO, listingHeading, listingIntro } from './listing-copy';
export {
  isOnSale,
  isProductSoldOut,
  type ProductCardView,
  type ProductView,
  toProductCardView,
  toProductView,
} from './product-view';
