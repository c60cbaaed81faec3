import type {
  CustomerInfo,
  ExpectedDelivery,
  LanguageCode,
  OrderPlacedEvent,
  OrderPlacedItem,
  OrderTax,
  PaymentMethod,
} from '@shop/contracts';

/**
 * What this service keeps of an order, from its `order.placed`: enough to write every later e-mail about it
 * (`order.status_changed` names only the order). No other service's database is read.
 */
export interface OrderSnapshot {
  _id: string;
  /** '#10001' in every e-mail (issue 31); absent on orders placed before numbers existed. */
  number?: number;
  customerEmail: string;
  /** Absent on events published before the order service sent it: the e-mail then has no address block. */
  customerInfo?: CustomerInfo;
  items: OrderPlacedItem[];
  subtotal: number;
  discountAmount: number;
  promoCode: string | null;
  shippingCost?: number;
  taxes?: OrderTax[];
  /** The shelf prices included the taxes: their rows are part of the total, not added to it. */
  taxesIncluded?: boolean;
  totalAmount: number;
  /** Absent on events published before it existed: those orders paid cash on delivery. */
  paymentMethod?: PaymentMethod;
  /** The expected delivery days the order was placed with; absent when the shop promised none. */
  expectedDelivery?: ExpectedDelivery;
  /** The language the order was placed in, which its e-mails are written in; absent: English. */
  language?: LanguageCode;
  placedAt: Date;
  /** The newest status revision being or already mailed: an older status change arriving late is not mailed. */
  statusRevision?: number;
}

export function snapshotOf(event: OrderPlacedEvent): OrderSnapshot {
  const { data } = event;
  return {
    _id: data.orderId,
    ...(data.number ? { number: data.number } : {}),
    customerEmail: data.customerEmail,
    ...(data.customerInfo ? { customerInfo: data.customerInfo } : {}),
    items: data.items,
    subtotal: data.subtotal,
    discountAmount: data.discountAmount,
    promoCode: data.promo?.promoCode ?? null,
    ...(data.shippingCost !== undefined ? { shippingCost: data.shippingCost } : {}),
    ...(data.taxes ? { taxes: data.taxes } : {}),
    ...(data.taxesIncluded ? { taxesIncluded: true } : {}),
    totalAmount: data.totalAmount,
    ...(data.paymentMethod ? { paymentMethod: data.paymentMethod } : {}),
    ...(data.expectedDelivery ? { expectedDelivery: data.expectedDelivery } : {}),
    ...(data.language ? { language: data.language } : {}),
    placedAt: new Date(event.occurredAt),
  };
}

/**
 * '#10001': the order's number, as the shop shows it everywhere (issue 31); an order placed before numbers existed
 * is '#1a2b3c4d', the last 8 characters of its id, as the back office shows them.
 */
export function orderNumber(order: Pick<OrderSnapshot, '_id' | 'number'>): string {
  return order.number !== undefined ? `#${order.number}` : `#${order._id.slice(-8)}`;
}
