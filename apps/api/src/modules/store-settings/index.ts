// What other parts of the API may use of the store-settings module (architecture.md: modules meet
// only through their index.ts).
export { storeSettingsRoutes } from './routes';
