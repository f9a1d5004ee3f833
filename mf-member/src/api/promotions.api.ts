import { api, type DepositPromotions, type TurnoverObligation } from '@site/shared';

/**
 * The promotions engine as the member centre uses it (api/src/promotions/bonus.routes.ts): the product rules' deposit promo
 * list and accept promo on /m/voucherCenter, and the bonus turnover obligations the withdraw screen shows.
 */
export const promotionsApi = {
  depositPromotions: () => api.get<DepositPromotions>('/wps/deposit/promos'),
  /** Picks a deposit promotion for the next deposit; null picks none. */
  acceptDepositPromotion: (promotionId: number | null) =>
    api.post<DepositPromotions>('/wps/deposit/promos/accept', promotionId === null ? {} : { promotionId }),
  obligations: () => api.get<TurnoverObligation[]>('/wps/promotions/obligations'),
};
