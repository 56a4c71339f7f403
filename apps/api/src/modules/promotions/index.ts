// What other parts of the API may use of the promotions module (architecture.md: modules meet
// only through their index.ts): the back office's promotions.
export { adminPromotionRoutes } from './admin-routes';
export { createPromotionAdminService, type PromotionAdminService } from './admin-service';
