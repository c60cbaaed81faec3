import { endOfDayUtc, startOfDayUtc, type CreatePromoBody, type Promo } from '@shop/contracts';
import {
  ConflictError,
  eventsOnInsert,
  isDuplicateKeyError,
  notDeleted,
  NotFoundError,
  withEvents,
} from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { PROMOS, type PromoDocument } from '../collections';
import type { RecordAudit } from './audit';
import { codeKeyOf } from './promo-code';
import { promoViewProjection, toPromo, type PromoView } from './promo-view';

const DUPLICATE_CODE = 'A promo code with this name already exists';
export const NOT_FOUND = 'Promo code not found';

/** The admin's fields as stored: the code's unique key, and whole UTC days for the dates. */
function storedFields(body: CreatePromoBody) {
  return {
    promo_code: body.promo_code,
    codeKey: codeKeyOf(body.promo_code),
    start_date: startOfDayUtc(body.start_date),
    expiration_date: endOfDayUtc(body.expiration_date),
    discountType: body.discountType,
    discountValue: body.discountValue,
    status: body.status,
  };
}

export async function listPromos(db: Db): Promise<Promo[]> {
  const docs = await db
    .collection<PromoDocument>(PROMOS)
    .find(notDeleted, { projection: promoViewProjection })
    .sort({ createdAt: -1, _id: -1 })
    .toArray();
  return docs.map((doc) => toPromo(doc as PromoView));
}

export async function createPromo(
  db: Db,
  body: CreatePromoBody,
  createdBy: string,
  now: Date,
  audit: RecordAudit,
): Promise<Promo> {
  const doc: PromoDocument = {
    _id: new ObjectId(),
    ...storedFields(body),
    created_by: createdBy,
    usageCount: 0,
    countedOrders: [],
    releasedOrders: [],
    createdAt: now,
  };
  try {
    const entry = audit({
      resource: 'promo',
      resourceId: doc._id.toHexString(),
      action: 'create',
      before: null,
      after: toPromo(doc),
    });
    await db.collection<PromoDocument>(PROMOS).insertOne({ ...doc, ...eventsOnInsert([entry]) });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(DUPLICATE_CODE, 'DUPLICATE_PROMO_CODE');
    throw error;
  }
  return toPromo(doc);
}

/**
 * The same body as create; the usage count, its creator and its uses stay as they are. The caller holds the
 * promo's lock, so nothing of this service writes it between the read and the write.
 */
export async function updatePromo(
  db: Db,
  id: string,
  body: CreatePromoBody,
  now: Date,
  audit: RecordAudit,
): Promise<Promo> {
  const promos = db.collection<PromoDocument>(PROMOS);
  const current = await promos.findOne({ _id: new ObjectId(id), ...notDeleted });
  if (!current) throw new NotFoundError(NOT_FOUND);
  const fields = { ...storedFields(body), updatedAt: now };
  const after = toPromo({ ...current, ...fields });
  const entry = audit({
    resource: 'promo',
    resourceId: id,
    action: 'update',
    before: toPromo(current),
    after,
  });
  try {
    const result = await promos.updateOne(
      { _id: current._id, ...notDeleted },
      withEvents<PromoDocument>({ $set: fields }, [entry]),
    );
    if (result.matchedCount === 0) throw new NotFoundError(NOT_FOUND);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(DUPLICATE_CODE, 'DUPLICATE_PROMO_CODE');
    throw error;
  }
  return after;
}
