import {
  CATALOG_QUOTE_ITEMS_MAX,
  CatalogQuoteBody,
  type CartItem,
  type PlaceOrderBody,
  type PromoRedemption,
} from '@shop/contracts';
import {
  ServiceUnavailableError,
  ValidationError,
  isDuplicateKeyError,
  type InsertedEventsPublisher,
  type OutboxFields,
} from '@shop/service-kit';
import { ObjectId, type Collection } from 'mongodb';
import type { CartClient } from '../clients/cart-client';
import type { CatalogClient } from '../clients/catalog-client';
import type { PromoClient } from '../clients/promo-client';
import { orderPlaced } from '../events/publishers/order-events';
import { requireAvailable } from './availability';
import { buildOrder, pricingLines, subtotalOf } from './build-order';
import { ORDERS, type OrderDocument } from './order-document';
import type { KeyedAttempt } from './idempotency';
import type { TaxShippingStore } from './tax-shipping-settings';

export interface PlaceOrderDeps {
  orders: Collection<OrderDocument>;
  settings: TaxShippingStore;
  cart: CartClient;
  catalog: CatalogClient;
  promo: PromoClient;
  /** `order.placed` goes out as soon as the order is stored, not at the relay's next round. */
  outbox: InsertedEventsPublisher;
  /** Called when a promo use or the stock held could not be given back. */
  onReleaseFailed(orderId: string, what: 'promo' | 'stock', error: unknown): void;
  /**
   * No order is stored later than this after its units were reserved: past it, the catalog may ask whether the
   * order exists and give the units back when it does not (its STOCK_HOLD_CHECK_AFTER_MS is longer).
   */
  placementDeadlineMs: number;
  /** The order's `createdAt` (its day in the reports); tests move it to other days. */
  clock: () => Date;
  /**
   * When the promo service did not answer, it may still apply the redemption after our release arrived:
   * the release is sent once more after this long (the call's timeout).
   */
  releaseAgainAfterMs: number;
}

export interface PlaceOrderCommand {
  body: PlaceOrderBody;
  /** The signed-in shopper, or null. */
  userId: string | null;
  /** Given with an Idempotency-Key: every attempt under one key places (and redeems a promo) under one id. */
  keyed?: KeyedAttempt;
  idempotency?: { key: string; fingerprint: string };
}

/**
 * Places an order from the session's cart: the catalog prices every line and takes its units under the order's
 * id, the promo service takes the code's one use, and the order is stored together with its `order.placed` event
 * in one insert. Nothing the client says about money is used. If the order is not stored, the units and the
 * promo use are given back.
 */
export async function placeOrder(deps: PlaceOrderDeps, command: PlaceOrderCommand): Promise<OrderDocument> {
  const { body } = command;
  // The settings do not depend on the cart: read them while the cart and the catalog answer.
  const settingsRead = deps.settings.current();
  settingsRead.catch(() => undefined); // awaited below; a rejection before then is not unhandled
  const cartItems = await deps.cart.items(body.sessionId);
  if (cartItems.length === 0) throw new ValidationError('Your cart is empty');
  const quoteItems = toQuoteItems(cartItems);

  const orderId = command.keyed?.orderId ?? new ObjectId();
  const promoCode = body.promoCode?.trim();
  let redemption: PromoRedemption | null = null;
  let stored: { order: OrderDocument; outboxFields: OutboxFields };
  try {
    const reservedAt = Date.now();
    const lines = requireAvailable(await deps.catalog.reserve(orderId.toHexString(), quoteItems));
    const settings = await settingsRead;
    if (promoCode) {
      redemption = await deps.promo.redeem({
        promoCode,
        email: body.shippingInfo.email,
        subtotal: subtotalOf(pricingLines(cartItems, lines)),
        orderId: orderId.toHexString(),
      });
    }
    const order = buildOrder({
      orderId,
      request: body,
      userId: command.userId,
      cartItems,
      lines,
      settings,
      redemption,
      now: deps.clock(),
      idempotency: command.idempotency,
    });
    const outboxFields = deps.outbox.claimOnInsert([orderPlaced(order)]);
    if (Date.now() - reservedAt > deps.placementDeadlineMs) {
      throw new ServiceUnavailableError(
        'We could not place your order right now. Please try again in a moment.',
        'PLACEMENT_TOO_SLOW',
      );
    }
    await deps.orders.insertOne({ ...order, ...outboxFields });
    stored = { order, outboxFields };
  } catch (error) {
    // Another attempt under the same key stored its order with this id first, or took the key over and goes on
    // under this id: the use is that attempt's.
    if (isDuplicateKeyError(error) && (await isStored(deps.orders, orderId))) throw error;
    if (command.keyed && !(await command.keyed.stillHeld().catch(() => false))) throw error;
    // Otherwise releasing by order id is safe whether or not the units or the use were taken.
    await releaseStock(deps, orderId.toHexString());
    if (promoCode) await releasePromo(deps, orderId.toHexString());
    if (promoCode && redemption === null && isPromoUnanswered(error)) {
      setTimeout(() => void releasePromo(deps, orderId.toHexString()), deps.releaseAgainAfterMs).unref();
    }
    throw error;
  }
  // Outside the try: the order is stored, so nothing from here on may give its promo use back.
  deps.outbox.publishInserted(ORDERS, stored.order._id, stored.outboxFields);
  return stored.order;
}

/** Whether an order with this id is stored; when that cannot be read, it is taken as stored (its use is kept). */
async function isStored(orders: Collection<OrderDocument>, orderId: ObjectId): Promise<boolean> {
  return (await orders.countDocuments({ _id: orderId }, { limit: 1 }).catch(() => 1)) > 0;
}

function isPromoUnanswered(error: unknown): boolean {
  return error instanceof ServiceUnavailableError && error.code === 'PROMO_UNAVAILABLE';
}

async function releasePromo(deps: PlaceOrderDeps, orderId: string): Promise<void> {
  try {
    await deps.promo.release(orderId);
  } catch (error) {
    deps.onReleaseFailed(orderId, 'promo', error);
  }
}

/** If this fails, the catalog asks about the order once its hold has waited long enough, and releases it then. */
async function releaseStock(deps: PlaceOrderDeps, orderId: string): Promise<void> {
  try {
    await deps.catalog.setHold(orderId, { placed: false });
  } catch (error) {
    deps.onReleaseFailed(orderId, 'stock', error);
  }
}

/** The cart's lines as the catalog's reservation asks for them; a cart it cannot read is refused here. */
function toQuoteItems(cartItems: CartItem[]): CatalogQuoteBody['items'] {
  if (cartItems.length > CATALOG_QUOTE_ITEMS_MAX) {
    throw new ValidationError(`An order can hold at most ${CATALOG_QUOTE_ITEMS_MAX} different items`);
  }
  const parsed = CatalogQuoteBody.safeParse({
    items: cartItems.map((item) => ({
      productId: item.product._id,
      quantity: item.quantity,
      selectedOptions: item.selectedOptions.map(({ name, value }) => ({ name, value })),
    })),
  });
  if (!parsed.success) {
    throw new ValidationError(
      'Some items in your cart can no longer be ordered. Please review your cart.',
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data.items;
}
