import type { Promo } from '@shop/contracts';
import type { PromoDocument } from '../collections';

/** What an admin read needs: the exactly-once bookkeeping stays in the database. */
export const promoViewProjection = {
  codeKey: 0,
  countedOrders: 0,
  releasedOrders: 0,
} as const;

export type PromoView = Omit<PromoDocument, 'codeKey' | 'countedOrders' | 'releasedOrders'>;

export function toPromo(doc: PromoView): Promo {
  return {
    _id: doc._id.toHexString(),
    promo_code: doc.promo_code,
    start_date: doc.start_date.toISOString(),
    expiration_date: doc.expiration_date.toISOString(),
    discountType: doc.discountType,
    discountValue: doc.discountValue,
    status: doc.status,
    // FerretDB 1.24 may drop a null written by $setOnInsert (the demo seed): absent means no creator
    created_by: doc.created_by ?? null,
    usageCount: doc.usageCount,
    createdAt: doc.createdAt.toISOString(),
    ...(doc.updatedAt ? { updatedAt: doc.updatedAt.toISOString() } : {}),
  };
}
