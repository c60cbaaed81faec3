import {
  DEFAULT_LANGUAGE,
  DEFAULT_PAYMENT_METHOD,
  type ExpectedDelivery,
  type Order,
  type OrderStatus,
  type LanguageCode,
  type PaymentMethod,
  type PromoDetails,
} from '@shop/contracts';
import { notDeleted, type IndexDeclaration, type OutboxFields } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';

export const ORDERS = 'orders';

/** The promo an order holds a use of: promo releases it when the order is cancelled or deleted. */
export interface OrderPromoRef {
  promoId: string;
  email: string;
}

/** An order as stored: the API's fields plus what the service keeps for itself. */
export interface OrderDocument extends OutboxFields {
  _id: ObjectId;
  /** "#10001": taken when the order is stored in its Placing state, kept by a retry (absent on older orders). */
  number?: number;
  /** What the admin's search finds the order by (`searchKeysOf`); absent on orders placed before it existed. */
  searchKeys?: string[];
  /** The UTC day of `createdAt`: the admin list's pages look orders up by it (`OrderPages`). */
  day?: string;
  /** The UTC hour and minute of `createdAt` ("2026-11-28T06", "2026-11-28T06:59"): a page reads a busy day or
   * hour by its parts (order-buckets.ts). */
  hour?: string;
  minute?: string;
  customerInfo: Order['customerInfo'];
  customerName: string;
  items: Order['items'];
  subtotal: number;
  discountAmount: number;
  shippingCost: number;
  taxes: Order['taxes'];
  totalAmount: number;
  /** Set only when the shop's prices included the taxes (the total is then subtotal − discount + shipping). */
  taxesIncluded?: boolean;
  promoCode?: string;
  promoDetails: PromoDetails | null;
  promo: OrderPromoRef | null;
  status: OrderStatus;
  /** Absent on orders stored before it was recorded (read as cash on delivery). */
  paymentMethod?: PaymentMethod;
  /** When the shop gave the city a delivery time: the expected days, Fridays skipped. */
  expectedDelivery?: ExpectedDelivery;
  /** The language the order was placed in (its e-mails follow it); absent on orders stored before it: English. */
  language?: LanguageCode;
  /**
   * 1 when placed, one more with each status change: the catalog's stock hold follows the newest it is told.
   * Missing on orders stored before it existed (read as 1).
   */
  revision?: number;
  sessionId: string;
  userId: string | null;
  /** `<sessionId>:<Idempotency-Key>` when the placement carried one; unique (sparse). */
  idempotencyKey?: string;
  /** Hash of the placement request, so a key reused for another request is refused. */
  requestFingerprint?: string;
  /** Set when promo confirms the use it counted (`promo.used`). */
  promoConfirmedAt?: Date;
  /** Ids of events already applied to this order by its consumers. */
  appliedEvents?: string[];
  /**
   * Present (true) only while the order is being placed (decision 026): the stored order then holds only what
   * its placement needs (see `PlacingDocument`), and no reader sees it (`visibleOrders`). Never on a placed order.
   */
  placing?: true;
  placingLease?: PlacingLease;
  createdAt: Date;
  updatedAt: Date;
}

/** Who is placing an order, and until when; a lapsed lease is taken over by a retry with its key, or the sweeper. */
export interface PlacingLease {
  owner: string;
  until: Date;
}

/**
 * An order in its `Placing` state: stored before anything is reserved, so a placement that dies is found by the
 * order service's own sweeper, which gives back what it took. Its key (unique) makes it the Idempotency-Key's
 * claim as well. The last write of a placement turns it into the whole order, with `order.placed` in its outbox.
 */
export interface PlacingDocument {
  _id: ObjectId;
  number: number;
  placing: true;
  placingLease: PlacingLease;
  sessionId: string;
  userId: string | null;
  /** The promo code asked for: the sweeper gives its use back. */
  promoCode?: string;
  idempotencyKey?: string;
  requestFingerprint?: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What every reader of orders filters by: neither deleted nor still being placed. The specs' eight statuses stay
 * the only values of `status`; an order being placed is not one of them, and no customer, admin or count sees it.
 */
export const visibleOrders = { ...notDeleted, placing: { $ne: true } } as const;

export const revisionOf = (order: Pick<OrderDocument, 'revision'>): number => order.revision ?? 1;

export const orderIndexes: IndexDeclaration[] = [
  { collection: ORDERS, key: { createdAt: -1 } },
  { collection: ORDERS, key: { idempotencyKey: 1 }, options: { unique: true, sparse: true } },
  // "My orders": one customer's orders, newest first (docs/decisions/011-my-orders.md)
  { collection: ORDERS, key: { userId: 1, createdAt: -1, _id: -1 } },
  // the placement sweeper's set: present only on orders being placed (decision 026)
  { collection: ORDERS, key: { placing: 1 } },
  // the admin's search (issue 31): by number, or by one of the order's search keys
  { collection: ORDERS, key: { number: 1 }, options: { unique: true, sparse: true } },
  { collection: ORDERS, key: { searchKeys: 1 } },
  // the admin list's pages: one day's orders, newest first (issue 36 item 4)
  { collection: ORDERS, key: { day: 1, createdAt: -1, _id: -1 } },
  // a busy day's page: one hour's or one minute's orders (issue 36 item 4)
  { collection: ORDERS, key: { hour: 1, createdAt: -1, _id: -1 } },
  { collection: ORDERS, key: { minute: 1, createdAt: -1, _id: -1 } },
];

/** The API's view of an order: ids and dates as text, the service's own bookkeeping left out. */
export function toOrderResponse(order: OrderDocument): Order {
  return {
    _id: order._id.toHexString(),
    ...(order.number ? { number: order.number } : {}),
    customerInfo: order.customerInfo,
    customerName: order.customerName,
    items: order.items,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    shippingCost: order.shippingCost,
    taxes: order.taxes,
    totalAmount: order.totalAmount,
    ...(order.taxesIncluded ? { taxesIncluded: true } : {}),
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    promoDetails: order.promoDetails,
    status: order.status,
    paymentMethod: order.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    ...(order.expectedDelivery ? { expectedDelivery: order.expectedDelivery } : {}),
    language: order.language ?? DEFAULT_LANGUAGE,
    sessionId: order.sessionId,
    userId: order.userId,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
