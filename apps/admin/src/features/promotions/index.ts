export { PromotionDetail } from './components/promotion-detail';
export { PromotionForm } from './components/promotion-form';
export { PromotionList } from './components/promotion-list';
export { pageOf, promotionFilters, promotionIdOf } from './promotion-rules';
export { getPromotion, listPromotions, listPromotionUses, productTitles } from './promotions-api';
