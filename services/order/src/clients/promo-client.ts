import { PROMO_REDEMPTIONS_PATH, PromoRedemption, type RedeemPromoRequest } from '@shop/contracts';
import { ServiceUnavailableError, callUpstream, type UpstreamTarget } from '@shop/service-kit';
import { expectAnswer } from './upstream-answer';

export interface PromoClient {
  /** Takes the code's one use for this email, for this order (contract 2); the same order again is the same use. */
  redeem(request: RedeemPromoRequest): Promise<PromoRedemption>;
  /** Gives the use back: the order was not stored after all. Safe to repeat. */
  release(orderId: string): Promise<void>;
}

export function createPromoClient(target: UpstreamTarget): PromoClient {
  return {
    async redeem(request) {
      const answer = await callUpstream(target, 'POST', PROMO_REDEMPTIONS_PATH, request);
      return expectAnswer(target, answer, PromoRedemption, [201, 200]);
    },
    async release(orderId) {
      const answer = await callUpstream(
        target,
        'DELETE',
        `${PROMO_REDEMPTIONS_PATH}/${encodeURIComponent(orderId)}`,
      );
      if (answer.status >= 300 && answer.status !== 404) {
        throw new ServiceUnavailableError(
          `The promo service refused to release order ${orderId}`,
          'PROMO_RELEASE_FAILED',
        );
      }
    },
  };
}
