import {
  INITIAL_ORDER_STATUS,
  deliveryDaysFor,
  deliveryWindow,
  priceOrder,
  type CartItem,
  type PlaceOrderBody,
  type PricingLine,
  type PromoRedemption,
} from '@shop/contracts';
import { utcDay } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import type { AvailableLine } from './availability';
import type { OrderDocument } from './order-document';
import { timeKey } from './order-buckets';
import type { TaxShippingSettings } from './tax-shipping-settings';

export interface OrderDraft {
  orderId: ObjectId;
  request: PlaceOrderBody;
  userId: string | null;
  /** The session's cart, line by line, and the catalog's quote for the same lines in the same order. */
  cartItems: CartItem[];
  lines: AvailableLine[];
  settings: TaxShippingSettings;
  redemption: PromoRedemption | null;
  now: Date;
  idempotency?: { key: string; fingerprint: string };
}

/** Cart quantities at the catalog's current prices: what the order is priced from, never the client's figures. */
export function pricingLines(cartItems: CartItem[], lines: AvailableLine[]): PricingLine[] {
  return lines.map((line, i) => ({ unitPrice: line.product.price, quantity: cartItems[i]!.quantity }));
}

/** The subtotal the promo's discount is computed on. */
export function subtotalOf(lines: PricingLine[]): number {
  return priceOrder({
    lines,
    taxes: [],
    shipping: { defaultShippingValue: 0, shippingRates: [] },
    city: null,
  }).subtotal;
}

/** The order to store, with every amount computed here from the catalog's prices and the shop's settings. */
export function buildOrder(draft: OrderDraft): OrderDocument {
  const { request, redemption, settings } = draft;
  const { shippingInfo } = request;
  const pricing = priceOrder({
    lines: pricingLines(draft.cartItems, draft.lines),
    discountAmount: redemption?.discountAmount ?? 0,
    taxes: settings.taxes,
    shipping: settings,
    city: shippingInfo.city,
    pricesIncludeTax: settings.pricesIncludeTax ?? false,
  });
  const deliveryDays = deliveryDaysFor(shippingInfo.city, settings);
  return {
    _id: draft.orderId,
    customerInfo: {
      firstName: shippingInfo.firstName,
      lastName: shippingInfo.lastName,
      phone: shippingInfo.phone,
      email: shippingInfo.email,
      address: {
        street: shippingInfo.street,
        city: shippingInfo.city,
        floor: shippingInfo.floor,
        apartment: shippingInfo.apartment,
        ...(shippingInfo.landmark ? { landmark: shippingInfo.landmark } : {}),
      },
    },
    customerName: `${shippingInfo.firstName} ${shippingInfo.lastName}`,
    items: draft.lines.map((line, i) => ({
      _id: new ObjectId().toHexString(),
      quantity: draft.cartItems[i]!.quantity,
      selectedOptions: draft.cartItems[i]!.selectedOptions.map(({ name, value }) => ({ name, value })),
      product: {
        _id: line.product._id,
        title: line.product.title,
        ...(line.product.titleAr ? { titleAr: line.product.titleAr } : {}),
        description: line.product.description,
        price: line.product.price,
        image: line.product.image,
        isBundle: line.product.isBundle,
        options: line.product.options,
      },
      lineTotal: pricing.lineTotals[i]!,
    })),
    subtotal: pricing.subtotal,
    discountAmount: pricing.discountAmount,
    shippingCost: pricing.shippingCost,
    taxes: pricing.taxes,
    totalAmount: pricing.totalAmount,
    ...(pricing.taxesIncluded ? { taxesIncluded: true } : {}),
    ...(redemption ? { promoCode: redemption.promoCode } : {}),
    promoDetails: redemption
      ? {
          promoCode: redemption.promoCode,
          discountAmount: pricing.discountAmount,
          discountType: redemption.discountType,
          discountValue: redemption.discountValue,
        }
      : null,
    promo: redemption ? { promoId: redemption.promoId, email: shippingInfo.email } : null,
    status: INITIAL_ORDER_STATUS,
    paymentMethod: request.paymentMethod,
    language: request.language,
    ...(deliveryDays ? { expectedDelivery: deliveryWindow(draft.now, deliveryDays) } : {}),
    revision: 1,
    sessionId: request.sessionId,
    userId: draft.userId,
    ...(draft.idempotency
      ? { idempotencyKey: draft.idempotency.key, requestFingerprint: draft.idempotency.fingerprint }
      : {}),
    day: utcDay(draft.now),
    hour: timeKey('hour', draft.now),
    minute: timeKey('minute', draft.now),
    createdAt: draft.now,
    updatedAt: draft.now,
  };
}
