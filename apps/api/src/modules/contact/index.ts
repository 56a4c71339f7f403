// What other parts of the API may use of the contact module (architecture.md: modules meet
// only through their index.ts).
export { adminContactRoutes } from './admin-routes';
export { contactRoutes } from './routes';
export { createContactService } from './service';
