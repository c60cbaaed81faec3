import { ObjectId, type Document, type MongoClient } from 'mongodb';
import type { OrderAttempt } from './load';

/** The services' databases (default MONGO_DB names). */
const DATABASES = ['identity', 'catalog', 'cart', 'order', 'promo', 'content'];

export interface ReconcileInput {
  db: MongoClient;
  shoppers: OrderAttempt[];
  products: Array<{ id: string; stock: number }>;
  promoId: string;
  /** Messages per queue of the run's vhost. */
  queueDepths(): Record<string, number>;
}

export interface Reconciliation {
  shoppers: number;
  /** Orders answered 201. */
  accepted: number;
  /** Orders in order's database for the shoppers' carts. */
  stored: number;
  lostAccepted: number;
  duplicated: number;
  /** Stored although the shopper never saw a 201 (its last request died with a process): legitimate. */
  storedUnanswered: number;
  stock: Array<{ id: string; before: number; ordered: number; now: number; eventsApplied: number }>;
  promoUsageCount: number;
  ordersWithPromo: number;
  cartsNotEmptied: number;
  pendingEvents: number;
  nonEmptyQueues: Record<string, number>;
  problems: string[];
}

/** Reads each service's own database directly and the vhost's queues, and checks them against the orders. */
export async function reconcile(input: ReconcileInput): Promise<Reconciliation> {
  const { db, shoppers } = input;
  const problems: string[] = [];
  const sessions = shoppers.flatMap((shopper) => (shopper.sessionId ? [shopper.sessionId] : []));
  const orders = await db.db('order').collection('orders').find({ sessionId: { $in: sessions } }).toArray();
  const perSession = new Map<string, number>();
  for (const order of orders) perSession.set(order.sessionId, (perSession.get(order.sessionId) ?? 0) + 1);
  const stored = new Set(orders.map((order) => order._id.toHexString()));
  const accepted = shoppers.filter((shopper) => shopper.orderId);
  const lostAccepted = accepted.filter((shopper) => !stored.has(shopper.orderId!)).length;
  const duplicated = [...perSession.values()].reduce((sum, count) => sum + count - 1, 0);
  const storedUnanswered = shoppers.filter((s) => !s.orderId && s.sessionId && perSession.has(s.sessionId)).length;
  if (lostAccepted > 0) problems.push(`${lostAccepted} orders answered 201 are not stored`);
  if (duplicated > 0) problems.push(`${duplicated} orders stored twice for one cart`);

  const stock: Reconciliation['stock'] = [];
  for (const product of input.products) {
    const doc = await db.db('catalog').collection('products').findOne({ _id: new ObjectId(product.id) });
    const mine = orders.filter((order) => productOf(order) === product.id);
    const ordered = mine.reduce((sum, order) => sum + (order.items[0].quantity as number), 0);
    const now = doc?.options?.[0]?.values?.[0]?.stock as number;
    const eventsApplied = (doc?.appliedEvents as string[] | undefined)?.length ?? 0;
    stock.push({ id: product.id, before: product.stock, ordered, now, eventsApplied });
    if (now !== product.stock - ordered) problems.push(`product ${product.id}: stock ${now}, expected ${product.stock - ordered}`);
    if (eventsApplied !== mine.length) problems.push(`product ${product.id}: ${eventsApplied} order events applied for ${mine.length} orders`);
  }

  const promo = await db.db('promo').collection('promos').findOne({ _id: new ObjectId(input.promoId) });
  const promoUsageCount = (promo?.usageCount as number | undefined) ?? 0;
  const ordersWithPromo = orders.filter((order) => order.promo?.promoId === input.promoId).length;
  if (promoUsageCount !== ordersWithPromo) problems.push(`promo usageCount ${promoUsageCount}, orders using it ${ordersWithPromo}`);

  const carts = await db
    .db('cart')
    .collection<{ _id: string; items: unknown[] }>('carts')
    .find({ _id: { $in: orders.map((order) => order.sessionId as string) } })
    .toArray();
  const emptied = new Set(carts.filter((cart) => cart.items.length === 0).map((cart) => cart._id));
  const cartsNotEmptied = orders.filter((order) => !emptied.has(order.sessionId)).length;
  if (cartsNotEmptied > 0) problems.push(`${cartsNotEmptied} carts of stored orders still hold items`);

  const pendingEvents = await countPending(db);
  if (pendingEvents > 0) problems.push(`${pendingEvents} documents with events not yet published or claims in progress`);
  const nonEmptyQueues = Object.fromEntries(Object.entries(input.queueDepths()).filter(([, depth]) => depth > 0));
  if (Object.keys(nonEmptyQueues).length > 0) problems.push(`queues not empty: ${JSON.stringify(nonEmptyQueues)}`);

  return {
    shoppers: shoppers.length,
    accepted: accepted.length,
    stored: orders.length,
    lostAccepted,
    duplicated,
    storedUnanswered,
    stock,
    promoUsageCount,
    ordersWithPromo,
    cartsNotEmptied,
    pendingEvents,
    nonEmptyQueues,
    problems,
  };
}

/** Outbox documents still holding events and consumer claims never finished, in every service's database. */
async function countPending(db: MongoClient): Promise<number> {
  let total = 0;
  for (const name of DATABASES) {
    const database = db.db(name);
    for (const { name: collection } of await database.listCollections({}, { nameOnly: true }).toArray()) {
      total += await database.collection(collection).countDocuments({ hasPendingEvents: true });
      if (collection === 'processed_events') total += await database.collection(collection).countDocuments({ status: 'processing' });
    }
  }
  return total;
}

/** Reconciles until nothing is wrong (the consumers drain) or time runs out; answers the last result. */
export async function untilReconciled(input: ReconcileInput, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    const result = await reconcile(input);
    if (result.problems.length === 0 || Date.now() - started > timeoutMs) return { result, drainMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The product of an order's one line (a line holds a snapshot of the product as ordered). */
function productOf(order: Document): string | undefined {
  return (order.items as Array<{ product?: { _id?: string } }>)[0]?.product?._id;
}
