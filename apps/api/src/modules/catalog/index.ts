// What other parts of the API may use of the catalog module (architecture.md: modules meet
// only through their index.ts).
export { listingFilters, type ListingFilters, whereFor } from './filters';
export { catalogRoutes } from './routes';
export { createCatalogService } from './service';
