// What other parts of the API may use of the newsletter module (architecture.md: modules meet
// only through their index.ts).
export { adminNewsletterRoutes } from './admin-routes';
export { newsletterRoutes } from './routes';
export { createNewsletterService } from './service';
