import { endOfDayUtc, startOfDayUtc, type CreatePromoBody, type Promo } from '@shop/contracts';
import { ConflictError, isDuplicateKeyError, NotFoundError } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { PROMOS, REDEMPTIONS, type PromoDocument, type RedemptionDocument } from '../collections';
import { codeKeyOf } from './promo-code';
import { promoViewProjection, toPromo, type PromoView } from './promo-view';


const DUPLICATE_CODE = 'A promo code with this name already exists';
const NOT_FOUND = 'Promo code not found';

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
    .find({}, { projection: promoViewProjection })
    .sort({ createdAt: -1, _id: -1 })
    .toArray();
  return docs.map((doc) => toPromo(doc as PromoView));
}

export async function createPromo(
  db: Db,
  body: CreatePromoBody,
  createdBy: string,
  now: Date,
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
    await db.collection<PromoDocument>(PROMOS).insertOne(doc);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(DUPLICATE_CODE, 'DUPLICATE_PROMO_CODE');
    throw error;
  }
  return toPromo(doc);
}

/** The same body as create; the usage count, its creator and its uses stay as they are. */
export async function updatePromo(db: Db, id: string, body: CreatePromoBody, now: Date): Promise<Promo> {
  let updated: PromoDocument | null;
  try {
    updated = await db
      .collection<PromoDocument>(PROMOS)
      // no projection: FerretDB 1.24 does not implement one on findAndModify
      .findOneAndUpdate(
        { _id: new ObjectId(id) },
        { $set: { ...storedFields(body), updatedAt: now } },
        { returnDocument: 'after' },
      );
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(DUPLICATE_CODE, 'DUPLICATE_PROMO_CODE');
    throw error;
  }
  if (!updated) throw new NotFoundError(NOT_FOUND);
  return toPromo(updated);
}

/**
 * Removes a promo and the uses taken with it, so the code can be created afresh. Its usage records stay:
 * they carry promo.used events that may still be on their way out.
 */
export async function deletePromo(db: Db, id: string): Promise<void> {
  const _id = new ObjectId(id);
  const removed = await db.collection<PromoDocument>(PROMOS).deleteOne({ _id });
  if (removed.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
  await db.collection<RedemptionDocument>(REDEMPTIONS).deleteMany({ promoId: _id });
}

export async function deleteAllPromos(db: Db): Promise<number> {
  const removed = await db.collection<PromoDocument>(PROMOS).deleteMany({});
  await db.collection<RedemptionDocument>(REDEMPTIONS).deleteMany({});
  return removed.deletedCount;
}
