import { fromPiastres, type PromoRedemption, type RedeemPromoBody } from '@shop/contracts';
import { ConflictError, isDuplicateKeyError } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { REDEMPTIONS, type RedemptionDocument } from '../collections';
import { codeKeyOf } from './promo-code';
import { INVALID_OR_USED } from './promo-validity';
import { quotePromo } from './quote-promo';


/**
 * Takes the one use of a code by an email for an order (internal contract 2). The unique index on
 * (promo, email) decides between orders racing for the same use: exactly one insert wins. The same order
 * asking again gets its first answer back, whatever it sends, so a retried placement never pays twice.
 */
export async function redeemPromo(db: Db, body: RedeemPromoBody, now: Date): Promise<PromoRedemption> {
  const redemptions = db.collection<RedemptionDocument>(REDEMPTIONS);
  const earlier = await redemptions.findOne({ orderId: body.orderId });
  if (earlier) return answerForSameOrder(earlier, body);

  const quote = await quotePromo(db, body.promoCode, body.subtotal, now);
  const redemption: RedemptionDocument = {
    _id: new ObjectId(),
    promoId: quote.promo._id,
    email: body.email,
    orderId: body.orderId,
    promoCode: quote.promo.promo_code,
    discountType: quote.promo.discountType,
    discountValue: quote.promo.discountValue,
    subtotalPiastres: quote.subtotalPiastres,
    discountPiastres: quote.discountPiastres,
    createdAt: now,
  };
  try {
    await redemptions.insertOne(redemption);
    return toRedemption(redemption);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const raced = await redemptions.findOne({ orderId: body.orderId });
    if (raced) return answerForSameOrder(raced, body);
    throw new ConflictError(INVALID_OR_USED, 'PROMO_ALREADY_USED');
  }
}

/** `DELETE /internal/promo/redemptions/{orderId}`: the order was not stored after all. */
export async function cancelRedemption(db: Db, orderId: string): Promise<void> {
  await db.collection<RedemptionDocument>(REDEMPTIONS).deleteOne({ orderId });
}

function answerForSameOrder(earlier: RedemptionDocument, body: RedeemPromoBody): PromoRedemption {
  const sameUse = earlier.email === body.email && codeKeyOf(earlier.promoCode) === codeKeyOf(body.promoCode);
  if (!sameUse)
    throw new ConflictError('This order has already used another promo code', 'ORDER_ALREADY_REDEEMED');
  return toRedemption(earlier);
}

function toRedemption(doc: RedemptionDocument): PromoRedemption {
  return {
    promoId: doc.promoId.toHexString(),
    promoCode: doc.promoCode,
    discountType: doc.discountType,
    discountValue: doc.discountValue,
    discountAmount: fromPiastres(doc.discountPiastres),
    discountedSubtotal: fromPiastres(doc.subtotalPiastres - doc.discountPiastres),
  };
}
