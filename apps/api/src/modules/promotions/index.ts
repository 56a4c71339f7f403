// What other parts of the API may use of the promotions module (architecture.md: modules meet
// only through their index.ts): the back office's promotions, the engine's answers for a cart or
// an order, the order statement's use counting, and the uses given back.
export { adminPromotionRoutes } from './admin-routes';
export { createPromotionAdminService, type PromotionAdminService } from './admin-service';
export {
  type AppliedOffer,
  type CodeAnswer,
  type EngineResult,
  evaluatePromotions,
  type PricedLine as PromotionLine,
  promotionStatus,
} from './engine';
export {
  createPromotionService,
  PROMOTION_USE_CONSTRAINTS,
  type PromotionService,
  promotionsOf,
  promotionUseCtes,
  releaseIfWhollyReturned,
  releaseOrderPromotions,
  toAppliedPromotion,
} from './service';
