import { z } from 'zod';
import { emailAddress, isoDateTime, language, money, objectId, sessionId } from '../common';
import { CustomerInfo, ExpectedDelivery, OrderNumber, OrderTax, PaymentMethod } from '../resources/order';
import { eventEnvelope } from './envelope';

export const ORDER_PLACED = 'order.placed';

/**
 * The order's revision: 1 when placed, one more with each status change, and the last one + 1 on deletion. A
 * consumer that keeps per-order state (the catalog's stock hold) applies only a newer revision than it has, so
 * redelivered and reordered events change nothing. Optional: events published before it existed lack it.
 */
export const orderRevision = z.number().int().min(1);

export const OrderPlacedItem = z.object({
  productId: objectId,
  title: z.string(),
  /** The product's Arabic title when it had one, for the Arabic e-mail. */
  titleAr: z.string().optional(),
  quantity: z.number().int().min(1),
  unitPrice: money,
  /** `value` is the English label the value is picked by; `valueAr` its Arabic name when it had one (decision 025). */
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string(), valueAr: z.string().optional() })),
});
export type OrderPlacedItem = z.infer<typeof OrderPlacedItem>;

/** The promo the order reserved; promo counts usage from it, once per event. */
export const OrderPlacedPromo = z.object({
  promoId: objectId,
  promoCode: z.string(),
  email: emailAddress,
  discountAmount: money,
});
export type OrderPlacedPromo = z.infer<typeof OrderPlacedPromo>;

export const OrderPlacedData = z.object({
  orderId: objectId,
  sessionId,
  userId: objectId.nullable(),
  customerEmail: emailAddress,
  items: z.array(OrderPlacedItem).min(1),
  promo: OrderPlacedPromo.nullable(),
  subtotal: money,
  discountAmount: money,
  totalAmount: money,
  revision: orderRevision.optional(),
  /** The order's number ("#10001" in the e-mails); absent on events published before numbers existed. */
  number: OrderNumber.optional(),
  /**
   * What the customer's order e-mail shows beyond the lines and totals above (the notification service keeps
   * no other copy of the order). Optional: events published before they existed lack them.
   */
  customerInfo: CustomerInfo.optional(),
  shippingCost: money.optional(),
  taxes: z.array(OrderTax).optional(),
  /** True when the taxes are inside the subtotal (the shop's VAT-inclusive prices); absent: added to it. */
  taxesIncluded: z.boolean().optional(),
  /**
   * When the order was stored (its `createdAt`): analytics counts the order on this instant's Cairo day. Optional:
   * events published before it existed lack it, and the event's `occurredAt` (a moment later) stands in.
   */
  placedAt: isoDateTime.optional(),
  /** How the customer pays; absent on events published before it existed (cash on delivery). */
  paymentMethod: PaymentMethod.optional(),
  /** When the order is expected at the door, for the e-mail; absent when the shop gave no delivery time. */
  expectedDelivery: ExpectedDelivery.optional(),
  /** The order's language; the e-mails are written in it. Absent on events published before it: English. */
  language: language.optional(),
});
export type OrderPlacedData = z.infer<typeof OrderPlacedData>;

export const OrderPlacedEvent = eventEnvelope(ORDER_PLACED, 1, OrderPlacedData);
export type OrderPlacedEvent = z.infer<typeof OrderPlacedEvent>;
