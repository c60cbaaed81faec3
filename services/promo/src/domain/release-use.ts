import type { OrderPromoRef } from '@shop/contracts';
import { ObjectId, type Db } from 'mongodb';
import { PROMOS, REDEMPTIONS, type PromoDocument, type RedemptionDocument } from '../collections';

export type ReleaseOutcome =
  'released-and-uncounted' | 'released-before-count' | 'already-released' | 'nothing-to-release';

const MAX_ATTEMPTS = 10;

/** The promo an order's use belongs to, and the use itself given back (the email may use the code again). */
export async function takeBackRedemption(
  db: Db,
  orderId: string,
  promoRef: OrderPromoRef | null,
): Promise<ObjectId | undefined> {
  const redemption = await db.collection<RedemptionDocument>(REDEMPTIONS).findOneAndDelete({ orderId });
  return redemption?.promoId ?? (promoRef ? new ObjectId(promoRef.promoId) : undefined);
}

/** The order's promo use given back (`undefined` when it had none). */
export async function releaseUse(
  db: Db,
  orderId: string,
  promoRef: OrderPromoRef | null,
): Promise<ReleaseOutcome | undefined> {
  const promoId = await takeBackRedemption(db, orderId, promoRef);
  return promoId && markReleased(db, promoId, orderId);
}

/**
 * Marks the order released on its promo, taking one off usageCount if the order was counted. Once released
 * an order stays released: it is never counted later (its order.placed may arrive after the cancellation,
 * the two travel on different queues) nor taken back if it leaves 'Cancelled'. Callers serialize this per
 * promo; the two conditional writes are still retried, for other replicas on MongoDB.
 */
export async function markReleased(db: Db, promoId: ObjectId, orderId: string): Promise<ReleaseOutcome> {
  const promos = db.collection<PromoDocument>(PROMOS);
  const notYetReleased = { _id: promoId, releasedOrders: { $ne: orderId } };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const uncounted = await promos.updateOne(
      { ...notYetReleased, countedOrders: orderId },
      { $inc: { usageCount: -1 }, $push: { releasedOrders: orderId } },
    );
    if (uncounted.matchedCount === 1) return 'released-and-uncounted';
    const early = await promos.updateOne(
      { ...notYetReleased, countedOrders: { $ne: orderId } },
      { $push: { releasedOrders: orderId } },
    );
    if (early.matchedCount === 1) return 'released-before-count';
    const pending = await promos.countDocuments(notYetReleased, { limit: 1 });
    if (pending === 0) return 'already-released';
  }
  throw new Error(`could not release the use of promo ${promoId.toHexString()} by order ${orderId}`);
}
