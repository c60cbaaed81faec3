import type { DiscountType, PromoStatus } from '@shop/contracts';
import type { IndexDeclaration, OutboxFields } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';

export const PROMOS = 'promos';
export const REDEMPTIONS = 'redemptions';
export const USAGES = 'promo_usages';

/*
 * Why three collections: the facts that must happen exactly once are inserts under a unique key (a redemption,
 * a usage carrying its promo.used event), so a retry or a second replica meets a duplicate key instead of a
 * second fact. The promo document holds only the derived count, changed by conditional single-document
 * updates (guarded by the order id in countedOrders / releasedOrders), atomic on any replica.
 */

export interface PromoDocument {
  _id: ObjectId;
  /** As the admin typed it (trimmed). */
  promo_code: string;
  /** Upper-cased code, unique: WELCOME10 and welcome10 are the same code. */
  codeKey: string;
  start_date: Date;
  /** 23:59:59 UTC of the last day. */
  expiration_date: Date;
  discountType: DiscountType;
  discountValue: number;
  status: PromoStatus;
  created_by: string | null;
  usageCount: number;
  /** Orders already counted in usageCount: a redelivered order.placed counts nothing. */
  countedOrders: string[];
  /** Orders whose use was given back (deleted or cancelled); once released, never counted again. */
  releasedOrders: string[];
  createdAt: Date;
  updatedAt?: Date;
}

/** One use of a promo by one email, taken for one order. */
export interface RedemptionDocument {
  _id: ObjectId;
  promoId: ObjectId;
  email: string;
  orderId: string;
  promoCode: string;
  discountType: DiscountType;
  discountValue: number;
  subtotalPiastres: number;
  discountPiastres: number;
  createdAt: Date;
}

/** An order's counted use of a promo (`_id` is the order id), inserted with its promo.used event. */
export interface UsageDocument extends OutboxFields {
  _id: string;
  promoId: ObjectId;
  email: string;
  createdAt: Date;
}

export const promoIndexes: IndexDeclaration[] = [
  { collection: PROMOS, key: { codeKey: 1 }, options: { unique: true } },
  { collection: PROMOS, key: { createdAt: -1 } },
  // the one use per email per promo, race-safe
  { collection: REDEMPTIONS, key: { promoId: 1, email: 1 }, options: { unique: true } },
  { collection: REDEMPTIONS, key: { orderId: 1 }, options: { unique: true } },
  { collection: USAGES, key: { promoId: 1 } },
];
