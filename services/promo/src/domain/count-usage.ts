import type { OrderPlacedData } from '@shop/contracts';
import { isDuplicateKeyError, notDeleted, type InsertedEventsPublisher } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { PROMOS, USAGES, type PromoDocument, type UsageDocument } from '../collections';
import { promoUsedEvent } from '../events/publishers/promo-used';

export type CountOutcome = 'counted' | 'already-counted' | 'released-before' | 'promo-gone';

type PlacedPromo = NonNullable<OrderPlacedData['promo']>;

/**
 * Counts an order's use of its promo once, however often order.placed arrives. Two steps, each safe to
 * repeat: the count on the promo (guarded by the order id, and never for an order already released), then
 * the usage record carrying promo.used, inserted under the order id so the event exists exactly once even
 * when a crash came between the two.
 */
export async function countUsage(
  db: Db,
  outbox: InsertedEventsPublisher,
  orderId: string,
  promo: PlacedPromo,
  now: Date,
): Promise<CountOutcome> {
  const promos = db.collection<PromoDocument>(PROMOS);
  const _id = new ObjectId(promo.promoId);
  // the counted promo comes back with the write (no projection: FerretDB 1.24 has none on findAndModify)
  const counted = await promos.findOneAndUpdate(
    { _id, countedOrders: { $ne: orderId }, releasedOrders: { $ne: orderId }, ...notDeleted },
    { $inc: { usageCount: 1 }, $push: { countedOrders: orderId } },
    { returnDocument: 'after' },
  );
  const current = counted ?? (await promos.findOne({ _id, ...notDeleted }, { projection: usedProjection }));
  if (!current) return 'promo-gone';
  if (!counted && (await promos.countDocuments({ _id, releasedOrders: orderId }, { limit: 1 })) > 0) {
    return 'released-before';
  }
  const recorded = await recordUsage(db, outbox, orderId, promo, current, now);
  return recorded ? 'counted' : 'already-counted';
}

const usedProjection = { usageCount: 1, promo_code: 1, discountType: 1, discountValue: 1 } as const;
type CountedPromo = Pick<
  PromoDocument,
  '_id' | 'usageCount' | 'promo_code' | 'discountType' | 'discountValue'
>;

/** The usage record, whose promo.used goes out as soon as it is stored (docs/decisions/008). */
async function recordUsage(
  db: Db,
  outbox: InsertedEventsPublisher,
  orderId: string,
  promo: PlacedPromo,
  current: CountedPromo,
  now: Date,
): Promise<boolean> {
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
  };
  const outboxFields = outbox.claimOnInsert([event]);
  try {
    await db.collection<UsageDocument>(USAGES).insertOne({ ...usage, ...outboxFields });
    outbox.publishInserted(USAGES, orderId, outboxFields);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
