/** The promotions feature: the brand's promotions page (spec shell §2 /promotions). */
export { PromotionsList } from './components/promotions-list';
export { promotionsQueryOptions, usePromotions } from './api/get-promotions';
