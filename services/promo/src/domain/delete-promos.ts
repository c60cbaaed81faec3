import { notDeleted, NotFoundError, tombstone, type EventEnvelope } from '@shop/service-kit';
import { ObjectId, type Db, type UpdateFilter } from 'mongodb';
import { PROMOS, REDEMPTIONS, type PromoDocument, type RedemptionDocument } from '../collections';
import { bulkDeletionSummary, type RecordAudit } from './audit';
import { NOT_FOUND } from './manage-promos';
import { toPromo } from './promo-view';

/**
 * Hides the promo with its audit entry in one write; the relay removes it once the entry is out. Its code
 * key is freed at once (codes have no spaces, so no code ever looks this one up), so the code can be
 * created afresh.
 */
function deletion(id: ObjectId, events: EventEnvelope[]): UpdateFilter<PromoDocument> {
  const update = tombstone<PromoDocument>(events);
  return {
    ...update,
    $set: { ...update.$set, codeKey: `deleted ${id.toHexString()}` },
  } as UpdateFilter<PromoDocument>;
}

/**
 * Removes a promo and the uses taken with it. Its usage records stay: they carry promo.used events that may
 * still be on their way out.
 */
export async function deletePromo(db: Db, id: string, audit: RecordAudit): Promise<void> {
  const promos = db.collection<PromoDocument>(PROMOS);
  const current = await promos.findOne({ _id: new ObjectId(id), ...notDeleted });
  if (!current) throw new NotFoundError(NOT_FOUND);
  const entry = audit({
    resource: 'promo',
    resourceId: id,
    action: 'delete',
    before: toPromo(current),
    after: null,
  });
  const removed = await promos.updateOne({ _id: current._id, ...notDeleted }, deletion(current._id, [entry]));
  if (removed.matchedCount === 0) throw new NotFoundError(NOT_FOUND);
  await db.collection<RedemptionDocument>(REDEMPTIONS).deleteMany({ promoId: current._id });
}

/**
 * Every promo. The one audit entry (how many, which) rides on the first promo's tombstone, written before
 * the others are removed, so nothing goes without the entry saying so.
 */
export async function deleteAllPromos(db: Db, audit: RecordAudit): Promise<number> {
  const promos = db.collection<PromoDocument>(PROMOS);
  const ids = (await promos.find(notDeleted, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id);
  const summary = bulkDeletionSummary(ids.map((id) => id.toHexString()));
  const entry = audit({
    resource: 'promo',
    resourceId: null,
    action: 'delete',
    before: summary,
    after: null,
  });
  let carried = 0;
  for (const id of ids) {
    carried = (await promos.updateOne({ _id: id, ...notDeleted }, deletion(id, [entry]))).matchedCount;
    if (carried === 1) break;
  }
  const removed = await promos.deleteMany(notDeleted);
  await db.collection<RedemptionDocument>(REDEMPTIONS).deleteMany({});
  return carried + removed.deletedCount;
}
