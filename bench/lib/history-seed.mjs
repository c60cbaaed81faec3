// Grows a shop's history by cloning the documents one settled order left in every service's database (issue 36):
// its order (with its day and hour in the admin list's counts), stock hold, stock history entry, emptied cart, analytics journal entries and projection, the
// notification's snapshot and send log, and every consumer's processed-event marker. Each clone gets its own
// order id, session id and event ids, and its dates moved to its own moment, spread over `days` days before now.
// What the retention rules (decision 019) would have removed by then is not cloned: carts untouched for 30 days,
// processed-event markers older than 30 days, send logs older than 90 days.
import { randomUUID } from 'node:crypto';
import { BSON, MongoClient, ObjectId } from 'mongodb';

const { EJSON } = BSON;
const DAY_MS = 86_400_000;

/** Where one order's documents live, how to find them, and how long a clone of them is kept. */
const PLACES = [
  { db: 'order', collection: 'orders', find: ({ oid }) => ({ _id: oid }) },
  { db: 'catalog', collection: 'stock_holds', find: ({ hex }) => ({ _id: hex }) },
  { db: 'catalog', collection: 'stock_history', find: ({ hex }) => ({ orderId: hex }) },
  { db: 'cart', collection: 'carts', find: ({ hex }) => ({ emptiedForOrders: hex }), keepDays: 30 },
  { db: 'analytics', collection: 'event_journal', find: ({ hex }) => ({ 'event.data.orderId': hex }) },
  { db: 'analytics', collection: 'order_projections', find: ({ hex }) => ({ _id: hex }) },
  { db: 'notification', collection: 'orders', find: ({ hex }) => ({ _id: hex }) },
  { db: 'notification', collection: 'sends', find: ({ hex }) => ({ orderId: hex }), keepDays: 90 },
  ...['order', 'catalog', 'cart', 'promo', 'analytics', 'notification'].map((db) => ({
    db,
    collection: 'processed_events',
    find: ({ eventIds }) => ({ eventId: { $in: eventIds } }),
    keepDays: 30,
  })),
];

/** The UTC day, as the order service lists an order under (`day`). */
const utcDay = (date) => date.toISOString().slice(0, 10);

/** The calendar day in Cairo, as analytics files an order under. */
const cairoDay = (date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/**
 * @param {string} mongoUrl the stack's database
 * @param {{ orderId: string, orders: number, days: number, log?: (line: string) => void, batch?: number }} options
 *   orderId: a settled order (placed, its events consumed) to clone
 * @returns {Promise<Record<string, number>>} documents added per database.collection
 */
export async function seedHistory(mongoUrl, { orderId, orders, days, log = () => {}, batch = 1000 }) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const oid = new ObjectId(orderId);
    const order = await client.db('order').collection('orders').findOne({ _id: oid });
    if (!order) throw new Error(`order ${orderId} not found`);
    const journal = await client
      .db('analytics')
      .collection('event_journal')
      .find({ 'event.data.orderId': orderId })
      .toArray();
    // the order's events (in analytics' journal) and the stock changes it caused (the history's ids are theirs)
    const history = await client.db('catalog').collection('stock_history').find({ orderId }).toArray();
    const eventIds = [...journal, ...history].map((entry) => String(entry._id));
    const key = { oid, hex: orderId, eventIds };
    const templates = [];
    for (const place of PLACES) {
      const docs = await client.db(place.db).collection(place.collection).find(place.find(key)).toArray();
      if (docs.length > 0) templates.push({ ...place, text: EJSON.stringify(docs, { relaxed: false }) });
    }
    const tokens = [orderId, order.sessionId, ...eventIds].filter(Boolean);
    const pattern = new RegExp(
      `${tokens.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}|\\{"\\$date":\\{"\\$numberLong":"(-?\\d+)"\\}\\}`,
      'g',
    );
    const numbering = await historyNumbering(client, history, orders);
    const createdAt = order.createdAt.getTime();
    const now = Date.now();
    // the admin order list's day counts (order_days, decision 018), moved as the service moves them
    const dayCounts = new Map();
    const hourCounts = new Map();
    const minuteCounts = new Map();
    const projectionDays = new Set();
    const countOrder = (doc) => {
      // the day's count, and its hour's and minute's (order_hours, order_minutes: order-buckets.ts)
      for (const [counted, key] of [
        [dayCounts, doc.day],
        [hourCounts, doc.hour],
        [minuteCounts, doc.minute],
      ]) {
        const counts = counted.get(key) ?? new Map();
        counts.set(`counts.${doc.status}`, (counts.get(`counts.${doc.status}`) ?? 0) + 1);
        counted.set(key, counts);
      }
    };
    const pending = new Map(templates.map((t) => [`${t.db}.${t.collection}`, []]));
    const added = Object.fromEntries([...pending.keys()].map((name) => [name, 0]));
    const flush = async (name, force) => {
      const docs = pending.get(name);
      if (docs.length === 0 || (!force && docs.length < batch)) return;
      const [db, ...rest] = name.split('.');
      await client.db(db).collection(rest.join('.')).insertMany(docs.splice(0), { ordered: false });
    };
    for (let i = 0; i < orders; i += 1) {
      const at = now - Math.floor(((i + 0.5) / orders) * days * DAY_MS);
      const ageDays = (now - at) / DAY_MS;
      const shift = at - createdAt;
      const hex = new ObjectId().toHexString();
      const replace = new Map([
        [orderId, hex],
        [order.sessionId, randomUUID()],
        ...eventIds.map((id) => [id, randomUUID()]),
      ]);
      for (const template of templates) {
        if (template.keepDays !== undefined && ageDays > template.keepDays) continue;
        const text = template.text.replace(pattern, (match, millis) =>
          millis === undefined ? replace.get(match) : `{"$date":{"$numberLong":"${Number(millis) + shift}"}}`,
        );
        const docs = EJSON.parse(text, { relaxed: false });
        for (const doc of docs) {
          if (template.collection === 'orders' && template.db === 'order') {
            if (doc.idempotencyKey) doc.idempotencyKey = `clone:${hex}`;
            delete doc.number; // unique: a clone is an order from before numbers
            doc.day = utcDay(new Date(at));
            doc.hour = new Date(at).toISOString().slice(0, 13);
            doc.minute = new Date(at).toISOString().slice(0, 16);
            countOrder(doc);
          }
          if (template.collection === 'order_projections') projectionDays.add((doc.day = cairoDay(new Date(at))));
          if (template.collection === 'stock_history') numbering.number(doc);
        }
        const name = `${template.db}.${template.collection}`;
        pending.get(name).push(...docs);
        added[name] += docs.length;
        await flush(name, false);
      }
      if ((i + 1) % 5000 === 0) log(`  ${i + 1} of ${orders} orders' history cloned`);
    }
    for (const name of pending.keys()) await flush(name, true);
    await numbering.done();
    // analytics keeps a summary a Cairo day, recounted when its day's version moves: the clones' days move
    const summaries = client.db('analytics').collection('day_summaries');
    for (const day of projectionDays) await summaries.updateOne({ _id: day }, { $inc: { version: 1 } }, { upsert: true });
    const orderDays = client.db('order').collection('order_days');
    for (const [day, counts] of dayCounts) {
      await orderDays.updateOne({ _id: day }, { $inc: Object.fromEntries(counts) }, { upsert: true });
    }
    for (const [name, counted, within] of [
      ['order_hours', hourCounts, 10],
      ['order_minutes', minuteCounts, 13],
    ]) {
      const writes = [...counted].map(([key, counts]) => ({
        updateOne: {
          filter: { _id: key },
          update: { $inc: Object.fromEntries(counts), $setOnInsert: { within: key.slice(0, within) } },
          upsert: true,
        },
      }));
      // about 1,000 minutes a day: written in batches
      for (let i = 0; i < writes.length; i += batch) {
        await client.db('order').collection(name).bulkWrite(writes.slice(i, i + batch), { ordered: false });
      }
    }
    return added;
  } finally {
    await client.close();
  }
}

/**
 * The catalog numbers each product's history entries and pages by those numbers (its history-sequence.ts, buckets
 * of 50): clones get numbers after the product's existing ones, the oldest clone the lowest, and the product's
 * counter moves past them. (So the clones, though older, come after the small shop's entries in the numbering.)
 */
async function historyNumbering(client, templates, orders) {
  const counts = client.db('catalog').collection('stock_history_counts');
  const perOrder = new Map();
  for (const entry of templates) perOrder.set(entry.productId, (perOrder.get(entry.productId) ?? 0) + 1);
  const base = new Map();
  for (const productId of perOrder.keys()) base.set(productId, (await counts.findOne({ _id: productId }))?.entries ?? 0);
  const used = new Map();
  return {
    /** Clones arrive newest first: the first gets the highest number. */
    number(doc) {
      const k = used.get(doc.productId) ?? 0;
      used.set(doc.productId, k + 1);
      doc.seq = base.get(doc.productId) + perOrder.get(doc.productId) * orders - 1 - k;
      doc.bucket = `${doc.productId}:${Math.floor(doc.seq / 50)}`;
    },
    async done() {
      for (const [productId, k] of used) {
        await counts.updateOne({ _id: productId }, { $inc: { entries: k } }, { upsert: true });
      }
    },
  };
}
