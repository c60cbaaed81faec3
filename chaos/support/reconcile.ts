import { ObjectId, type Document, type MongoClient } from 'mongodb';
import type { OrderAttempt } from './load';

/** The services' databases (their default MONGO_DB names). */
export const DATABASES = ['identity', 'catalog', 'cart', 'order', 'promo', 'content', 'audit', 'notification', 'analytics'];
/** Consumer queues of the order flow, each with its dead-letter queue: a run without one of them tested nothing. */
export const ORDER_FLOW_QUEUES = [
  'catalog.stock',
  'catalog.stock-history',
  'catalog.category-cleanup',
  'cart.product-snapshots',
  'cart.order-placed',
  'promo.usage',
  'promo.releases',
  'order.promo-details',
];

export interface ReconcileInput {
  client: MongoClient;
  /** Messages (ready and unacknowledged) in every queue of the run's broker or vhost, by name. */
  queueDepths(): Promise<Record<string, number>>;
  attempts: OrderAttempt[];
  /** Every product the run ordered, with its stock before the run. */
  products: Array<{ id: string; stock: number }>;
  promoId?: string;
  /** Orders the test deleted on purpose: gone, and not lost. */
  deletedOrderIds?: string[];
  /** Dead letters the test put there on purpose, by dead-letter queue name. */
  expectedDeadLetters?: Record<string, number>;
}

export interface Reconciliation {
  attempted: number;
  accepted: number;
  stored: number;
  /** Stored orders whose every consumer effect is in place and whose events are all out. */
  fullyProcessed: number;
  /** Answered 201 but not stored. */
  lost: number;
  /** Orders beyond the first for one shopper's cart (one Idempotency-Key each). */
  duplicated: number;
  /** Stored although the client never saw the 201 (it gave up, or its request died with a process). */
  storedUnanswered: number;
  pendingEvents: number;
  queueDepths: Record<string, number>;
  problems: string[];
}

/** Reads every service's own database (read-only) and the broker's queues, and checks them against the orders. */
export async function reconcile(input: ReconcileInput): Promise<Reconciliation> {
  const { client, attempts } = input;
  const problems: string[] = [];
  const sessions = attempts.flatMap((attempt) => (attempt.sessionId ? [attempt.sessionId] : []));
  const found = await client
    .db('order')
    .collection('orders')
    .find({ sessionId: { $in: sessions } })
    .toArray();
  // An order still in its Placing state (decision 026) is not stored for anyone; at a quiet moment none is left:
  // each was placed, given back by its request, or abandoned by the order service's sweeper.
  const orders = found.filter((order) => order.placing !== true);
  const placing = found.length - orders.length;
  if (placing > 0) problems.push(`${placing} orders left in their Placing state`);
  const bySession = new Map<string, typeof orders>();
  for (const order of orders) bySession.set(order.sessionId, [...(bySession.get(order.sessionId) ?? []), order]);
  const storedIds = new Set(orders.map((order) => order._id.toHexString()));
  const accepted = attempts.filter((attempt) => attempt.accepted);
  const deleted = new Set(input.deletedOrderIds ?? []);
  const lost = accepted.filter(
    (attempt) => !storedIds.has(attempt.orderId ?? '') && !deleted.has(attempt.orderId ?? ''),
  );
  const duplicated = [...bySession.values()].reduce((sum, list) => sum + list.length - 1, 0);
  const storedUnanswered = attempts.filter((a) => !a.accepted && a.sessionId && bySession.has(a.sessionId)).length;
  if (lost.length > 0) problems.push(`${lost.length} orders answered 201 are not stored`);
  if (duplicated > 0) problems.push(`${duplicated} duplicate orders`);

  const carts = await client
    .db('cart')
    .collection<{ _id: string; items: unknown[]; emptiedForOrders?: string[] }>('carts')
    .find({ _id: { $in: sessions } })
    .toArray();
  const cartOf = new Map(carts.map((cart) => [cart._id, cart]));
  const promo = input.promoId
    ? await client.db('promo').collection('promos').findOne({ _id: new ObjectId(input.promoId) })
    : null;
  const counted = new Set<string>((promo?.countedOrders as string[] | undefined) ?? []);

  // The inventory invariant per product: stock = what it had − units of the live orders (not Cancelled, Refunded
  // or deleted), each order's units taken once and given back once; no hold half-way or holding for no order.
  const live = new Set(orders.filter(isLive).map((order) => order._id.toHexString()));
  const holds = await client.db('catalog').collection<HoldDocument>('stock_holds').find({}).toArray();
  const productsOk = new Set<string>();
  for (const product of input.products) {
    const doc = await client.db('catalog').collection('products').findOne({ _id: new ObjectId(product.id) });
    const taken = orders
      .filter((order) => productOf(order) === product.id && isLive(order))
      .reduce((sum, order) => sum + order.items[0].quantity, 0);
    const stock = doc?.options?.[0]?.values?.[0]?.stock;
    const mine = holds.filter((hold) => hold.lines.some((line) => line.productId === product.id));
    const wrong = mine.filter((hold) => hold.step !== null || hold.held !== live.has(hold._id));
    if (stock === product.stock - taken && stock >= 0 && wrong.length === 0) productsOk.add(product.id);
    else {
      problems.push(
        `product ${product.id}: stock ${stock}, expected ${product.stock - taken} (${taken} units in live orders); ` +
          `${wrong.length} holds not in line with their order`,
      );
    }
  }

  let fullyProcessed = 0;
  for (const order of orders) {
    const id = order._id.toHexString();
    const cart = cartOf.get(order.sessionId);
    const cartDone = cart !== undefined && cart.items.length === 0 && (cart.emptiedForOrders ?? []).includes(id);
    const promoDone = !order.promo || (counted.has(id) && order.promoConfirmedAt instanceof Date);
    const stockDone = productsOk.has(productOf(order));
    if (order.hasPendingEvents !== true && cartDone && promoDone && stockDone) fullyProcessed += 1;
  }
  if (fullyProcessed < orders.length) problems.push(`${orders.length - fullyProcessed} stored orders not fully processed`);

  if (input.promoId) {
    const withPromo = orders.filter((order) => order.promo?.promoId === input.promoId).length;
    if (promo?.usageCount !== withPromo) problems.push(`promo usageCount ${promo?.usageCount}, orders with it ${withPromo}`);
    if (counted.size !== ((promo?.countedOrders as string[] | undefined) ?? []).length) problems.push('promo counted an order twice');
  }

  const pendingEvents = await countPending(client);
  if (pendingEvents > 0) problems.push(`${pendingEvents} documents with events not yet published or claims in progress`);
  const queueDepths = await input.queueDepths().catch((error: Error) => {
    problems.push(`queue depths could not be read: ${error.message}`);
    return {} as Record<string, number>;
  });
  problems.push(...queueProblems(queueDepths, input.expectedDeadLetters ?? {}));

  return {
    attempted: attempts.length,
    accepted: accepted.length,
    stored: orders.length,
    fullyProcessed,
    lost: lost.length,
    duplicated,
    storedUnanswered,
    pendingEvents,
    queueDepths,
    problems,
  };
}

/**
 * Every queue empty but for the dead letters a test put there on purpose; a queue of the order flow that does not
 * exist is a problem too (nothing consumed through it).
 */
export function queueProblems(depths: Record<string, number>, expectedDeadLetters: Record<string, number>): string[] {
  const problems: string[] = [];
  const required = new Set([
    ...ORDER_FLOW_QUEUES,
    ...ORDER_FLOW_QUEUES.map((queue) => `${queue}.dlq`),
    ...Object.keys(expectedDeadLetters),
  ]);
  for (const name of required) if (!(name in depths)) problems.push(`queue ${name} does not exist`);
  for (const [name, depth] of Object.entries(depths)) {
    const expected = expectedDeadLetters[name] ?? 0;
    if (depth !== expected) problems.push(`queue ${name} holds ${depth}, expected ${expected}`);
  }
  return problems;
}

interface HoldDocument {
  _id: string;
  lines: Array<{ productId: string }>;
  held: boolean;
  step: unknown;
}

/** A live order holds its units: stored, not deleted, neither Cancelled nor Refunded. */
function isLive(order: Document): boolean {
  return order._deleted !== true && order.status !== 'Cancelled' && order.status !== 'Refunded';
}

/** The product of an order's one line (stored as a snapshot of the product). */
function productOf(order: Document): string {
  return String(order.items?.[0]?.product?._id ?? '');
}

/** Outbox documents still holding events, and consumer claims never finished, in every service's database. */
async function countPending(client: MongoClient): Promise<number> {
  let total = 0;
  for (const name of DATABASES) {
    const db = client.db(name);
    for (const { name: collection } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      total += await db.collection(collection).countDocuments({ hasPendingEvents: true });
      if (collection === 'processed_events') {
        total += await db.collection(collection).countDocuments({ status: 'processing' });
      }
    }
  }
  return total;
}

/** Polls the reconciliation until it finds nothing wrong (answers it and how long that took) or time runs out. */
export async function untilReconciled(
  input: ReconcileInput,
  timeoutMs = 180_000,
): Promise<{ result: Reconciliation; drainMs: number }> {
  const started = Date.now();
  for (;;) {
    const result = await reconcile(input);
    if (result.problems.length === 0 || Date.now() - started > timeoutMs) {
      return { result, drainMs: Date.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
