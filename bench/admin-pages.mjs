// The admin list screens' reads at scale (issue 36 item 4: messages, users, audit, orders): each paged read
// against the unpaged read it replaces, on the database MONGO_URL names (the local FerretDB by default), with
// FerretDB's explain of each page query. Uses the services' built code (npm run build first). A database of its
// own, dropped at the end.
//   node bench/admin-pages.mjs [--n=20000] [--runs=7]
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { MongoClient, ObjectId } = require('mongodb');
const { messagePage } = require('../services/content/dist/domain/messages/message-pages.js');
const { MessageRepository } = require('../services/content/dist/domain/messages/message-repository.js');
const { contentAllIndexes } = require('../services/content/dist/query-shapes.js');
const { userPages } = require('../services/identity/dist/domain/users/user-pages.js');
const { keyAndRecountUsers } = require('../services/identity/dist/domain/users/user-backfill.js');
const { identityAllIndexes } = require('../services/identity/dist/query-shapes.js');
const { AuditEntryRepository } = require('../services/audit/dist/domain/audit-entry-repository.js');
const { AuditDays } = require('../services/audit/dist/domain/audit-days.js');
const { auditAllIndexes } = require('../services/audit/dist/query-shapes.js');
const { OrderDays, backfillOrderDays } = require('../services/order/dist/domain/order-days.js');
const { OrderPages } = require('../services/order/dist/domain/order-pages.js');
const { orderAllIndexes } = require('../services/order/dist/query-shapes.js');
const { visibleOrders } = require('../services/order/dist/domain/order-document.js');

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const N = arg('n', 20_000);
const RUNS = arg('runs', 7);
const url = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const DAY = 86_400_000;

async function ensure(db, indexes) {
  for (const { collection, key, options } of indexes)
    await db.collection(collection).createIndex(key, options);
}

async function insert(collection, make) {
  for (let start = 0; start < N; start += 1000) {
    await collection.insertMany(Array.from({ length: Math.min(1000, N - start) }, (_, i) => make(start + i)));
  }
}

/** Median milliseconds of RUNS calls, after one warm-up call. */
async function time(read) {
  await read();
  const took = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read();
    took.push(performance.now() - started);
  }
  return Math.round(took.sort((a, b) => a - b)[Math.floor(RUNS / 2)]);
}

/** What FerretDB sends PostgreSQL for a query and how PostgreSQL reads it (MongoDB: its winning plan's stage). */
async function explain(cursor) {
  const e = await cursor.explain();
  const plan = JSON.stringify(e.queryPlanner ?? e);
  const nodes = [...new Set([...plan.matchAll(/"Node Type":"([^"]+)"/g)].map((m) => m[1]))];
  const stages = [...new Set([...plan.matchAll(/"stage":"([^"]+)"/g)].map((m) => m[1]))];
  const push = ['filterPushdown', 'sortPushdown', 'limitPushdown']
    .filter((k) => k in e)
    .map((k) => `${k}=${e[k]}`);
  return [...push, (nodes.length ? nodes : stages).join('/')].join(' ');
}

const client = new MongoClient(url);
await client.connect();
const db = client.db(`bench_admin_pages_${Date.now()}`);
const rows = [];
const row = (read, unpaged, paged, plan) => rows.push({ read, unpaged, paged, plan });
try {
  await ensure(db, [...contentAllIndexes, ...identityAllIndexes, ...auditAllIndexes, ...orderAllIndexes]);
  const start = Date.UTC(2026, 0, 1);

  await insert(db.collection('messages'), (i) => ({
    first_name: `Visitor${i}`,
    last_name: 'Sender',
    email: `v${i}@example.com`,
    phone_number: '',
    message: `Question number ${i} about a serum`,
    message_status: i % 5 === 0 ? 'active' : 'archived',
    createdAt: new Date(start + Math.floor((i * 365 * DAY) / N)),
    day: new Date(start + Math.floor((i * 365 * DAY) / N)).toISOString().slice(0, 10),
  }));
  const messages = new MessageRepository(db);
  await messages.backfillDays(db); // the day counts, as the service's first start makes them
  row(
    'messages: active tab, page 1 (1 in 5 active)',
    await time(() => messages.listNewestFirst()),
    await time(() => messagePage(messages, { status: 'active', page: 1 })),
    await explain(
      db
        .collection('messages')
        .find({ day: '2026-12-31', message_status: 'active', _deleted: { $ne: true } })
        .sort({ createdAt: -1, _id: -1 })
        .limit(5),
    ),
  );
  row(
    'messages: archived tab, page 1 (4 in 5)',
    '',
    await time(() => messagePage(messages, { status: 'archived', page: 1 })),
    '',
  );
  row(
    'messages: search "number 123"',
    '',
    await time(() => messagePage(messages, { status: 'active', q: 'number 123' })),
    '',
  );

  // Names as an Egyptian shop's accounts spread over the alphabet: 'Mohamed', 'Mona', 'Mostafa' share the 'mo'
  // bucket, 3 names in 18, the largest a page can fall in.
  const FIRST = [
    'Mohamed',
    'Ahmed',
    'Mona',
    'Sara',
    'Omar',
    'Nour',
    'Youssef',
    'Hana',
    'Karim',
    'Laila',
    'Mostafa',
    'Dina',
    'Tarek',
    'Rania',
    'Amr',
    'Salma',
    'Hassan',
    'Farida',
  ];
  const LAST = ['Adel', 'Said', 'Ali', 'Farouk', 'Kamal', 'Hegazy', 'Nabil', 'Zaki', 'Ibrahim', 'Mansour'];
  await insert(db.collection('users'), (i) => ({
    _id: new ObjectId(),
    first_name: FIRST[i % FIRST.length],
    last_name: `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i}`,
    email: `c${i}@example.com`,
    passwordHash: 'x',
    is_admin: i % 1000 === 0,
    is_moderator: false,
    isVerified: true,
    lastLogin: null,
    tokenVersion: 0,
    gender: ['Male', 'Female', undefined][i % 3],
    createdAt: new Date(start + i),
    updatedAt: new Date(start + i),
  }));
  const users = db.collection('users');
  const keying = performance.now();
  await keyAndRecountUsers(db); // the keys and counters, as the service's first start makes them
  console.log(`users keyed and counted in ${Math.round(performance.now() - keying)} ms`);
  row(
    'users: both tables page 1 and the figures',
    await time(() =>
      users
        .find({ _deleted: { $ne: true } })
        .sort({ createdAt: -1, _id: -1 })
        .toArray(),
    ),
    await time(() => userPages(db, { adminPage: 1, customerPage: 1, limit: 5 })),
    await explain(users.find({ listKeys: 'n:customer:*|ah', _deleted: { $ne: true } })),
  );
  const middle = Math.floor(N / 10);
  row(
    `users: customers page ${middle} (in the 'mo' bucket)`,
    '',
    await time(() => userPages(db, { role: 'customer', customerPage: middle, limit: 5 })),
    '',
  );
  row(
    'users: Female, by email, page 1',
    '',
    await time(() => userPages(db, { role: 'customer', gender: 'Female', sort: 'email', limit: 5 })),
    '',
  );
  row(
    'users: search "c1234@"',
    '',
    await time(() => userPages(db, { q: 'c1234@', limit: 5 })),
    await explain(users.find({ searchKeys: 'c1234', _deleted: { $ne: true } })),
  );
  row('users: search "sal" (1 in 18)', '', await time(() => userPages(db, { q: 'sal', limit: 5 })), '');

  const entries = db.collection('entries');
  await insert(entries, (i) => {
    const at = new Date(start + Math.floor((i * 365 * DAY) / N));
    return {
      _id: `e${i}`,
      service: 'catalog',
      resource: 'product',
      resourceId: `p${i % 50}`,
      action: 'update',
      actor: { userId: `a${i % 4}`, email: 'a@shop.test' },
      actorUserId: `a${i % 4}`,
      day: at.toISOString().slice(0, 10),
      beforeJson: null,
      afterJson: '{"price":1}',
      at,
      traceId: 't',
      requestId: 'r',
      recordedAt: at,
    };
  });
  const days = new AuditDays(db, entries);
  for (const day of await entries.distinct('day')) await days.recount(day);
  const audit = new AuditEntryRepository(db);
  const before = (filter, page) => () =>
    Promise.all([
      entries
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((page - 1) * 20)
        .limit(20)
        .toArray(),
      entries.countDocuments(filter),
    ]);
  row(
    'audit: no filter, page 1 (365 days)',
    await time(before({}, 1)),
    await time(() => audit.list({ page: 1, limit: 20 })),
    await explain(entries.find({ day: '2026-12-31' }).sort({ at: -1, _id: -1 }).limit(20)),
  );
  row(
    'audit: no filter, page 100',
    await time(before({}, 100)),
    await time(() => audit.list({ page: 100, limit: 20 })),
    '',
  );
  const from = new Date(start + 200 * DAY + 3_600_000).toISOString();
  const to = new Date(start + 230 * DAY).toISOString();
  row(
    'audit: 30 days, page 1',
    await time(before({ at: { $gte: new Date(from), $lte: new Date(to) } }, 1)),
    await time(() => audit.list({ page: 1, limit: 20, from, to })),
    '',
  );
  row(
    'audit: ?actor= (1 in 4), page 1',
    await time(before({ 'actor.userId': 'a1' }, 1)),
    await time(() => audit.list({ page: 1, limit: 20, actor: 'a1' })),
    await explain(entries.find({ actorUserId: 'a1' }).sort({ at: -1, _id: -1 }).limit(20)),
  );

  const orders = db.collection('orders');
  const statuses = ['Incoming', 'Processing', 'Ready to Ship', 'Out For Delivery', 'Cancelled', 'Archived'];
  await insert(orders, (i) => {
    const at = new Date(start + Math.floor((i * 365 * DAY) / N));
    return {
      _id: new ObjectId(),
      customerInfo: {
        firstName: `Name${i}`,
        lastName: 'Shopper',
        email: `s${i}@example.com`,
        phone: '01000000000',
      },
      customerName: `Name${i} Shopper`,
      searchKeys: [`s${i}@example.com`, '01000000000', `name${i} shopper`, `name${i}`, 'shopper'],
      items: [{ _id: 'line', quantity: 1, product: { title: 'Serum', price: 100 } }],
      subtotal: 100,
      totalAmount: 160,
      status: statuses[i % statuses.length],
      createdAt: at,
      updatedAt: at,
      day: at.toISOString().slice(0, 10),
    };
  });
  await backfillOrderDays(db, orders); // the day counts, as the service's first start makes them
  const orderPages = new OrderPages(orders, new OrderDays(db, console));
  const firstOrders = await orderPages.page({ limit: 20 });
  const [millis, lastId] = firstOrders.next.split('_');
  const cursor = { createdAt: new Date(Number(millis)), id: lastId };
  row(
    'orders: page 1 (365 days)',
    await time(() => orders.find(visibleOrders).sort({ createdAt: -1, _id: -1 }).toArray()),
    await time(() => orderPages.page({ limit: 20 })),
    await explain(
      orders
        .find({ day: '2026-12-31', ...visibleOrders, $or: [{ createdAt: { $lt: cursor.createdAt } }] })
        .sort({ createdAt: -1, _id: -1 })
        .limit(21),
    ),
  );
  row('orders: page 2 (after its cursor)', '', await time(() => orderPages.page({ limit: 20, cursor })), '');
  row(
    'orders: one status (1 in 6), page 1',
    '',
    await time(() => orderPages.page({ limit: 20, status: 'Cancelled' })),
    '',
  );
  row(
    'orders: search "shopper" (every order)',
    '',
    await time(() => orderPages.page({ limit: 20, q: 'shopper' })),
    '',
  );

  console.log(
    `${N} documents per collection on ${url}; median of ${RUNS} runs, ms (the unpaged/old read, then the page)`,
  );
  console.table(rows);
} finally {
  await db.dropDatabase();
  await client.close();
}
