import {
  CATALOG_QUOTE_ITEMS_MAX,
  CatalogQuoteBody,
  type CartItem,
  type PlaceOrderBody,
  type PromoRedemption,
} from '@shop/contracts';
import { ValidationError, type InsertedEventsPublisher } from '@shop/service-kit';
import type { CartClient } from '../clients/cart-client';
import { orderPlaced } from '../events/publishers/order-events';
import { requireAvailable } from './availability';
import { buildOrder, pricingLines, subtotalOf } from './build-order';
import { giveBack, isPromoUnanswered, type GiveBackDeps } from './give-back';
import { ORDERS, type OrderDocument } from './order-document';
import { searchKeysOf } from './order-search';
import type { TaxShippingStore } from './tax-shipping-settings';

export interface PlaceOrderDeps extends GiveBackDeps {
  settings: TaxShippingStore;
  cart: CartClient;
  /** `order.placed` goes out as soon as the order is stored, not at the relay's next round. */
  outbox: InsertedEventsPublisher;
  /** The order's `createdAt` (its day in the reports); tests move it to other days. */
  clock: () => Date;
}

export interface PlaceOrderCommand {
  body: PlaceOrderBody;
  /** The signed-in shopper, or null. */
  userId: string | null;
  /** Given with an Idempotency-Key: every attempt under one key places (and redeems a promo) under one id. */
  idempotency?: { key: string; fingerprint: string };
}

export interface PlaceOrderOutcome {
  order: OrderDocument;
  /** True when the order had been placed by an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Places an order from the session's cart (decision 026). The order is stored first, in its Placing state; the
 * catalog then prices every line and takes its units under the order's id, the promo service takes the code's
 * one use, and one conditional write turns it into the placed order with its `order.placed` event. Nothing the
 * client says about money is used. If the placement fails, the units and the promo use are given back; if it
 * dies, the order service's sweeper gives them back.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  command: PlaceOrderCommand,
): Promise<PlaceOrderOutcome> {
  const { body } = command;
  const promoCode = body.promoCode?.trim() || undefined;
  // The cart is read while the order's number is taken (a replay of a placed order reads nothing).
  let cartRead: Promise<CartItem[]> | undefined;
  const readCart = () => (cartRead ??= deps.cart.items(body.sessionId));
  const opened = await deps.placings.open(
    { sessionId: body.sessionId, userId: command.userId, promoCode, idempotency: command.idempotency },
    () => void readCart().catch(() => undefined), // awaited below; a rejection before then is not unhandled
  );
  if (opened.placed) return { order: opened.placed, replayed: true };
  const { attempt } = opened;
  const orderId = attempt.orderId.toHexString();
  // The settings do not depend on the cart: read them while the cart and the catalog answer.
  const settingsRead = deps.settings.current();
  settingsRead.catch(() => undefined); // awaited below; a rejection before then is not unhandled
  let redemption: PromoRedemption | null = null;
  try {
    const cartItems = await readCart();
    if (cartItems.length === 0) throw new ValidationError('Your cart is empty');
    const lines = requireAvailable(await deps.catalog.reserve(orderId, toQuoteItems(cartItems)));
    const settings = await settingsRead;
    if (promoCode) {
      redemption = await deps.promo.redeem({
        promoCode,
        email: body.shippingInfo.email,
        subtotal: subtotalOf(pricingLines(cartItems, lines)),
        orderId,
      });
    }
    const built = buildOrder({
      orderId: attempt.orderId,
      request: body,
      userId: command.userId,
      cartItems,
      lines,
      settings,
      redemption,
      now: deps.clock(),
      idempotency: command.idempotency,
    });
    const order: OrderDocument = { number: attempt.number, ...built, searchKeys: searchKeysOf(built) };
    const outboxFields = deps.outbox.claimOnInsert([orderPlaced(order)]);
    await deps.placings.complete(attempt, order, outboxFields);
    // Stored: nothing from here on may give its units or promo use back.
    deps.outbox.publishInserted(ORDERS, order._id, outboxFields);
    return { order, replayed: false };
  } catch (error) {
    await giveBack(deps, attempt, promoCode, redemption === null && isPromoUnanswered(error));
    throw error;
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
