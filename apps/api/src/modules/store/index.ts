// What other parts of the API may use of the store module (architecture.md: modules meet
// only through their index.ts).
export { storeRoutes } from './routes';
export { createStoreService, type StoreService } from './service';
