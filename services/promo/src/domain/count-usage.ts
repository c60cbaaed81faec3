import type { OrderPlacedData } from '@shop/contracts';
import { eventsOnInsert } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { PROMOS, USAGES, type PromoDocument, type UsageDocument } from '../collections';
import { promoUsedEvent } from '../events/publishers/promo-used';
import { isUniqueViolation } from './unique-violation';

export type CountOutcome = 'counted' | 'already-counted' | 'released-before' | 'promo-gone';

type PlacedPromo = NonNullable<OrderPlacedData['promo']>;

/**
 * Counts an order's use of its promo once, however often order.placed arrives. Two steps, each safe to
 * repeat: the count on the promo (guarded by the order id, and never for an order already released), then
 * the usage record carrying promo.used, inserted under the order id so the event exists exactly once even
 * when a crash came between the two. Callers serialize this per promo (see KeyedLock).
 */
export async function countUsage(
  db: Db,
  orderId: string,
  promo: PlacedPromo,
  now: Date,
): Promise<CountOutcome> {
  const promos = db.collection<PromoDocument>(PROMOS);
  const _id = new ObjectId(promo.promoId);
  const counted = await promos.updateOne(
    { _id, countedOrders: { $ne: orderId }, releasedOrders: { $ne: orderId } },
    { $inc: { usageCount: 1 }, $push: { countedOrders: orderId } },
  );
  if (counted.matchedCount === 0) {
    const settled = await promos.findOne({ _id }, { projection: { _id: 1 } });
    if (!settled) return 'promo-gone';
    const released = await promos.countDocuments({ _id, releasedOrders: orderId }, { limit: 1 });
    if (released > 0) return 'released-before';
  }
  const recorded = await recordUsage(db, orderId, promo, now);
  return recorded ? 'counted' : 'already-counted';
}

async function recordUsage(db: Db, orderId: string, promo: PlacedPromo, now: Date): Promise<boolean> {
  const current = await db
    .collection<PromoDocument>(PROMOS)
    .findOne(
      { _id: new ObjectId(promo.promoId) },
      { projection: { usageCount: 1, promo_code: 1, discountType: 1, discountValue: 1 } },
    );
  if (!current) return false;
  const event = promoUsedEvent({
    promoId: promo.promoId,
    promoCode: current.promo_code,
    orderId,
    email: promo.email,
    usageCount: current.usageCount,
    discountType: current.discountType,
    discountValue: current.discountValue,
    discountAmount: promo.discountAmount,
  });
  const usage: UsageDocument = {
    _id: orderId,
    promoId: current._id,
    email: promo.email,
    createdAt: now,
    ...eventsOnInsert([event]),
  };
  try {
    await db.collection<UsageDocument>(USAGES).insertOne(usage);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
