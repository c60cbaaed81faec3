import { randomUUID } from 'node:crypto';
import type { ShopClient } from './shop-client';

/** One shopper's order: a cart of its own, one line, and every answer it got while trying. */
export interface OrderAttempt {
  index: number;
  productId: string;
  quantity: number;
  promoCode?: string;
  sessionId?: string;
  idempotencyKey: string;
  email: string;
  /** Status of every placement request (0 = no answer); the last one is the outcome. */
  statuses: number[];
  latenciesMs: number[];
  orderId?: string;
  accepted: boolean;
  /** Refused for stock (409 OUT_OF_STOCK): final, not retried. */
  refused: boolean;
  /** The `code` of the last answer that was not a success (cart or placement), to say why an order never made it. */
  lastErrorCode?: string;
}

export interface LoadOptions {
  client: ShopClient;
  count: number;
  concurrency: number;
  /** Orders take these products in turn. */
  productIds: string[];
  /** Units per order: one number, or by the order's index. */
  quantity?: number | ((index: number) => number);
  /** Orders with `index % promoEvery === 0` use the promo code. */
  promo?: { code: string; every: number };
  /** Placement requests per order (the same Idempotency-Key each time); 1 = no retry. */
  attempts?: number;
  retryDelayMs?: number;
  /** Called after each order with how many are done and that order (to break something in the middle of a run). */
  onProgress?: (done: number, attempt: OrderAttempt) => void | Promise<void>;
}

/** Statuses a client may retry with the same key: no answer, the gateway's 502/503/504, an attempt in progress. */
const RETRYABLE = new Set([0, 500, 502, 503, 504, 409]);

/** How many busy refusals (503 BUSY) one order resends before it counts them as a try. */
const MAX_BUSY_RETRIES = 10;

/** Places `count` orders at a bounded concurrency; answers every attempt, accepted or not. */
export async function placeOrders(options: LoadOptions): Promise<OrderAttempt[]> {
  const results: OrderAttempt[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < options.count) {
      const index = next;
      next += 1;
      const attempt = await placeOne(options, index);
      results[index] = attempt;
      done += 1;
      await options.onProgress?.(done, attempt);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return results;
}

async function placeOne(options: LoadOptions, index: number): Promise<OrderAttempt> {
  const attempt: OrderAttempt = {
    index,
    productId: options.productIds[index % options.productIds.length] ?? '',
    quantity: typeof options.quantity === 'function' ? options.quantity(index) : (options.quantity ?? 1),
    promoCode: options.promo && index % options.promo.every === 0 ? options.promo.code : undefined,
    idempotencyKey: `chaos-${randomUUID()}`,
    email: `chaos-${index}-${randomUUID().slice(0, 8)}@example.com`,
    statuses: [],
    latenciesMs: [],
    accepted: false,
    refused: false,
  };
  const tries = options.attempts ?? 1;
  const delay = options.retryDelayMs ?? 500;
  // The cart comes first: without one there is no order to attempt (a cart failure counts as a failed try).
  for (let i = 0; i < tries && !attempt.sessionId; i += 1) {
    const cart = await options.client.addToCart(attempt.productId, attempt.quantity);
    if (cart.status === 200) attempt.sessionId = cart.body.sessionId as string;
    else {
      attempt.statuses.push(cart.status);
      attempt.lastErrorCode = codeOf(cart.body);
      await sleep(delay);
    }
  }
  if (!attempt.sessionId) return attempt;
  let busy = 0;
  for (let i = 0; i < tries; i += 1) {
    const answer = await options.client.placeOrder({
      sessionId: attempt.sessionId,
      idempotencyKey: attempt.idempotencyKey,
      email: attempt.email,
      promoCode: attempt.promoCode,
    });
    attempt.statuses.push(answer.status);
    attempt.latenciesMs.push(answer.ms);
    if (answer.status === 201) {
      attempt.accepted = true;
      attempt.orderId = answer.body._id as string;
      return attempt;
    }
    attempt.lastErrorCode = codeOf(answer.body);
    // The admission limit's refusal is answered before anything is taken, and the checkout resends it with the
    // same key (decision 031): like a shopper, the load does so too, without spending one of its tries.
    if (answer.status === 503 && attempt.lastErrorCode === 'BUSY' && busy < MAX_BUSY_RETRIES) {
      busy += 1;
      i -= 1;
      await sleep(delay);
      continue;
    }
    if (answer.status === 409 && attempt.lastErrorCode === 'OUT_OF_STOCK') {
      attempt.refused = true;
      return attempt;
    }
    if (!RETRYABLE.has(answer.status)) return attempt;
    await sleep(delay);
  }
  return attempt;
}

function codeOf(body: unknown): string | undefined {
  return (body as { code?: string } | undefined)?.code;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
