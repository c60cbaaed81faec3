import {
  CATALOG_QUOTE_ITEMS_MAX,
  CatalogQuoteBody,
  type CartItem,
  type PlaceOrderBody,
  type PromoRedemption,
} from '@shop/contracts';
import { ServiceUnavailableError, ValidationError, type InsertedEventsPublisher } from '@shop/service-kit';
import type { CartClient } from '../clients/cart-client';
import type { CatalogClient } from '../clients/catalog-client';
import type { PromoClient } from '../clients/promo-client';
import { orderPlaced } from '../events/publishers/order-events';
import { requireAvailable } from './availability';
import { buildOrder, pricingLines, subtotalOf } from './build-order';
import { ORDERS, type OrderDocument } from './order-document';
import { searchKeysOf } from './order-search';
import type { PlacingAttempt, Placings } from './placings';
import type { TaxShippingStore } from './tax-shipping-settings';

export interface PlaceOrderDeps {
  placings: Placings;
  settings: TaxShippingStore;
  cart: CartClient;
  catalog: CatalogClient;
  promo: PromoClient;
  /** `order.placed` goes out as soon as the order is stored, not at the relay's next round. */
  outbox: InsertedEventsPublisher;
  /** Called when a promo use or the stock held could not be given back (the sweeper tries again). */
  onReleaseFailed(orderId: string, what: 'promo' | 'stock', error: unknown): void;
  /** The order's `createdAt` (its day in the reports); tests move it to other days. */
  clock: () => Date;
  /**
   * When the promo service did not answer, it may still apply the redemption after our release arrived: the
   * order is left in its Placing state this long (the call's timeout), then the sweeper releases once more.
   */
  releaseAgainAfterMs: number;
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

/**
 * A placement that failed gives back what its order took, by the order's id (safe whether or not the units or
 * the use were taken), then its Placing order goes. Not when another request took the placement over (this one
 * was too slow): that one carries on under the same id, and what was taken is its own.
 */
async function giveBack(
  deps: PlaceOrderDeps,
  attempt: PlacingAttempt,
  promoCode: string | undefined,
  promoUnanswered: boolean,
): Promise<void> {
  if (!(await deps.placings.holds(attempt).catch(() => false))) return;
  const orderId = attempt.orderId.toHexString();
  const released = (await releaseStock(deps, orderId)) && (!promoCode || (await releasePromo(deps, orderId)));
  if (released && !promoUnanswered) return deps.placings.close(attempt).catch(() => undefined);
  // Not settled here: the lease lapses (at once, or after the promo's late answer can no longer arrive) and a
  // retry with the key takes the order over under its id, or the sweeper releases again (both idempotent).
  const lapseAfterMs = promoUnanswered ? deps.releaseAgainAfterMs : 0;
  await deps.placings.leaveToSweeper(attempt, lapseAfterMs).catch(() => undefined);
}

function isPromoUnanswered(error: unknown): boolean {
  return error instanceof ServiceUnavailableError && error.code === 'PROMO_UNAVAILABLE';
}

async function releasePromo(deps: PlaceOrderDeps, orderId: string): Promise<boolean> {
  try {
    await deps.promo.release(orderId);
    return true;
  } catch (error) {
    deps.onReleaseFailed(orderId, 'promo', error);
    return false;
  }
}

async function releaseStock(deps: PlaceOrderDeps, orderId: string): Promise<boolean> {
  try {
    await deps.catalog.setHold(orderId, { placed: false });
    return true;
  } catch (error) {
    deps.onReleaseFailed(orderId, 'stock', error);
    return false;
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
