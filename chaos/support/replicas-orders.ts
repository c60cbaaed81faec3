import { randomUUID } from 'node:crypto';
import { call, SHIPPING } from './replicas-shop';

/** One shopper: a cart of its own with one line, and every answer it got while ordering. */
export interface Shopper {
  index: number;
  productId: string;
  quantity: number;
  promoCode?: string;
  sessionId?: string;
  idempotencyKey: string;
  statuses: number[];
  orderId?: string;
}

export interface OrderRun {
  baseUrl: string;
  count: number;
  concurrency: number;
  productIds: string[];
  /** Shoppers with `index % every === 0` use the code. */
  promo: { code: string; every: number };
  /** Called after each shopper is done (to kill processes in the middle of the run). */
  onProgress(done: number): Promise<void>;
}

/** No answer, the gateway's 502/503/504, or the same order still in progress: the same key may be sent again. */
const RETRYABLE = new Set([0, 409, 500, 502, 503, 504]);
const TRIES = 6;

/** Places `count` orders through the gateway, `concurrency` at a time, retrying with the same Idempotency-Key. */
export async function placeOrders(run: OrderRun): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < run.count) {
      const index = next;
      next += 1;
      shoppers[index] = await shop(run, index);
      done += 1;
      await run.onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, worker));
  return shoppers;
}

async function shop(run: OrderRun, index: number): Promise<Shopper> {
  const shopper: Shopper = {
    index,
    productId: run.productIds[index % run.productIds.length]!,
    quantity: 1 + (index % 3),
    promoCode: index % run.promo.every === 0 ? run.promo.code : undefined,
    idempotencyKey: `replicas-${randomUUID()}`,
    statuses: [],
  };
  for (let i = 0; i < TRIES && !shopper.sessionId; i += 1) {
    const cart = await call(run.baseUrl, 'POST', '/api/cart/add', {
      json: { productId: shopper.productId, selectedOptions: [{ name: 'Color', value: 'Ruby' }], quantity: shopper.quantity },
    });
    if (cart.status === 200) shopper.sessionId = cart.body.sessionId as string;
    else await sleep(300);
  }
  if (!shopper.sessionId) return shopper;
  for (let i = 0; i < TRIES; i += 1) {
    const answer = await call(run.baseUrl, 'POST', '/api/orders', {
      headers: { 'idempotency-key': shopper.idempotencyKey },
      json: {
        sessionId: shopper.sessionId,
        ...(shopper.promoCode ? { promoCode: shopper.promoCode } : {}),
        shippingInfo: { ...SHIPPING, email: `replicas-${index}@example.com` },
      },
    });
    shopper.statuses.push(answer.status);
    if (answer.status === 201) {
      shopper.orderId = answer.body._id as string;
      return shopper;
    }
    if (!RETRYABLE.has(answer.status)) return shopper;
    await sleep(300);
  }
  return shopper;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
