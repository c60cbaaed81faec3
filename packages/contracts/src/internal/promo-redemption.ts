import { z } from 'zod';
import { money, objectId } from '../common';
import { DiscountType, ValidatePromoBody } from '../resources/promo';

/*
 * Contract 2 (internal, never routed by the gateway): the order service takes a promo's one use per
 * (code, email) atomically while it places an order, and gives it back when the order is not stored
 * after all. The promo service answers with the discount it computed; the order trusts only that.
 */

export const PROMO_REDEMPTIONS_PATH = '/internal/promo/redemptions';

/** The use is keyed by `orderId`: sending the same order again answers the same redemption. */
export const RedeemPromoBody = z.strictObject({
  ...ValidatePromoBody.shape,
  orderId: objectId,
});
/** The body as the order service sends it (`RedeemPromoRequest` in the contracts note). */
export type RedeemPromoRequest = z.input<typeof RedeemPromoBody>;
export type RedeemPromoBody = z.infer<typeof RedeemPromoBody>;

/** 201 answer; `promoCode` is the code as the admin stored it, amounts in EGP with 2 decimals. */
export const PromoRedemption = z.object({
  promoId: objectId,
  promoCode: z.string(),
  discountType: DiscountType,
  discountValue: z.number().int(),
  discountAmount: money,
  discountedSubtotal: money,
});
export type PromoRedemption = z.infer<typeof PromoRedemption>;

/** `DELETE /internal/promo/redemptions/{orderId}` → 204. */
export const PromoRedemptionParams = z.strictObject({ orderId: objectId });
export type PromoRedemptionParams = z.infer<typeof PromoRedemptionParams>;
