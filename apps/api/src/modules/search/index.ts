// What other parts of the API may use of the search module (architecture.md: modules meet
// only through their index.ts).
export { adminSearchRoutes } from './routes';
export { createSearchService, type SearchService } from './service';
