// Data growth (issue 36): the shop on the README's stack with a few hundred documents of history, then with
// `orders` orders' worth (100,000 by default) cloned from a settled order into every service's database
// (bench/lib/history-seed.mjs), side by side:
// - checkout at `rate` orders/s for `seconds` s (cart add, then POST /api/orders with an Idempotency-Key): 201s,
//   orders/s, p99 of the order request;
// - the main reads, `READS` times each one after another: product list, product page, My orders, admin orders
//   page 1 (20 orders and the tiles' counts, as the admin screen asks), stock history page 1, analytics for a
//   month; p50 and p99;
// - the database process's (FerretDB's) CPU over 30 s with the shop idle.
// Goal: checkout throughput >= 0.9x and every read's p99 <= 1.5x the small shop's.
// The stack is the benchmarks' own (bench/lib/bench-stack.mjs: its FerretDB on 27021, wiped at start).
// Needs the builds (`npm run build`). Usage: node bench/data-growth.mjs [orders=100000] [rate=10] [seconds=15]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startBenchStack, root } from './lib/bench-stack.mjs';
import { waitForSeed } from './lib/browser.mjs';
import { seedHistory } from './lib/history-seed.mjs';
import { cpuSeconds, sleep } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';
import { percentile, round } from './lib/stats.mjs';

const ORDERS = Number(process.argv[2] ?? 100_000);
const RATE = Number(process.argv[3] ?? 10);
const SECONDS = Number(process.argv[4] ?? 15);
const READS = 20;
const IDLE_SECONDS = 30;
const DAYS = Math.max(30, Math.round(ORDERS / 1000)); // a shop taking about 1,000 orders a day
const MONGO_URL = 'mongodb://127.0.0.1:27021';
const ADMIN = { email: 'admin@shop.local', password: 'ChangeMe-Admin-1' };

const log = (line) => console.log(line);
// every order comes from this one address: the gateway's per-address order limit (10 a minute) would refuse most
process.env.RATE_LIMIT_ORDER_MAX ??= '1000000';
process.env.RATE_LIMIT_GLOBAL_MAX ??= '100000000';

async function call(base, method, url, { json, token, headers } = {}) {
  const started = performance.now();
  const response = await fetch(new URL(`/api${url}`, base), {
    method,
    headers: {
      origin: base,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(30_000),
  }).catch((error) => ({ status: 0, error }));
  const text = response.status ? await response.text() : '';
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return {
    status: response.status,
    body,
    ms: performance.now() - started,
    cookies: response.headers?.getSetCookie?.() ?? [],
  };
}

async function login(base) {
  const answer = await call(base, 'POST', '/auth/login', { json: ADMIN });
  const token = answer.cookies.map((line) => /^authToken=([^;]*)/.exec(line)?.[1]).find(Boolean);
  if (answer.status !== 200 || !token) throw new Error(`admin login failed: ${answer.status}`);
  return token;
}

async function placeOne(base, productId, token) {
  const cart = await call(base, 'POST', '/cart/add', {
    json: { productId, selectedOptions: [{ name: 'Color', value: 'Ruby' }], quantity: 1 },
  });
  if (cart.status !== 200) return { status: cart.status, ms: cart.ms };
  const order = await call(base, 'POST', '/orders', {
    token,
    headers: { 'idempotency-key': `growth-${randomUUID()}` },
    json: {
      sessionId: cart.body.sessionId,
      shippingInfo: {
        firstName: 'Mona',
        lastName: 'Hassan',
        email: `growth-${randomUUID().slice(0, 8)}@example.com`,
        phone: '+20 100 123 4567',
        street: '12 Tahrir Street',
        city: 'Cairo',
        floor: '3',
        apartment: '7',
      },
    },
  });
  return { status: order.status, ms: order.ms, id: order.body?._id };
}

/** Open loop: order i leaves at start + i / rate s, whatever the earlier ones are doing. */
async function checkout(base, productId) {
  const total = RATE * SECONDS;
  const start = performance.now();
  const results = await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      await sleep(start + (i * 1000) / RATE - performance.now());
      return placeOne(base, productId);
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const created = results.filter((r) => r.status === 201);
  return {
    created: created.length,
    of: total,
    ordersPerSecond: round(created.length / elapsed, 1),
    p99Ms: round(
      percentile(
        results.map((r) => r.ms),
        99,
      ),
      0,
    ),
    statuses: [...new Set(results.map((r) => r.status))].join(','),
    sampleId: created.at(-1)?.id,
  };
}

async function reads(base, token, productId) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const routes = {
    'product list': ['/products'],
    'product page': [`/products/${productId}`],
    'My orders': ['/orders/mine?page=1&limit=10', token],
    'admin orders page 1': ['/orders?limit=20', token],
    'stock history page 1': [`/products/${productId}/stock-history?page=1&limit=20`, token],
    'analytics, a month': [`/analytics/sales?from=${from}&to=${to}`, token],
  };
  const figures = {};
  for (const [name, [url, auth]] of Object.entries(routes)) {
    const times = [];
    const failed = [];
    for (let i = 0; i < READS + 3 && failed.length < 3; i += 1) {
      const answer = await call(base, 'GET', url, { token: auth });
      // a read that times out (30 s) or fails is counted, and that read given up after three
      if (answer.status !== 200) failed.push(answer.status);
      else if (i >= 3) times.push(answer.ms);
    }
    figures[name] = times.length
      ? {
          p50Ms: round(percentile(times, 50), 1),
          p99Ms: round(percentile(times, 99), 1),
          failed: failed.length,
        }
      : { failed: failed.join(',') };
  }
  return figures;
}

async function idleCpu() {
  const pid = Number(fs.readFileSync(path.join(root, '.data', 'ferretdb-bench.pid'), 'utf8'));
  const before = cpuSeconds(pid);
  await sleep(IDLE_SECONDS * 1000);
  return round(((cpuSeconds(pid) - before) / IDLE_SECONDS) * 100, 1);
}

async function phase(name, base, token, productId) {
  log(`\n${name}: idle ${IDLE_SECONDS} s, checkout ${RATE}/s for ${SECONDS} s, then the reads`);
  await sleep(5000);
  const idleCpuPercent = await idleCpu();
  const order = await checkout(base, productId);
  log(`checkout: ${JSON.stringify(order)}`);
  await sleep(5000); // the consumers finish with the last orders
  const read = await reads(base, token, productId);
  const result = { idleCpuPercent, checkout: order, reads: read };
  log(JSON.stringify(result, null, 2));
  return result;
}

const stack = await startBenchStack({ log });
try {
  const base = stack.url;
  await waitForSeed(base, 120_000);
  const token = await login(base);
  const product = await call(base, 'POST', '/products', {
    token,
    json: {
      title: `Growth Lipstick ${randomUUID().slice(0, 8)}`,
      description: 'The product the data-growth benchmark orders',
      price: 100,
      product_category_id: null,
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 1_000_000 }] }],
    },
  });
  if (product.status !== 201) throw new Error(`product not created: ${product.status}`);
  const productId = product.body.data._id;
  // My orders has something to show: a few orders of the admin's own
  for (let i = 0; i < 5; i += 1) await placeOne(base, productId, token);

  const small = await phase('small shop', base, token, productId);
  const started = Date.now();
  log(`\ncloning order ${small.checkout.sampleId} into ${ORDERS} orders' history over ${DAYS} days...`);
  const added = await seedHistory(MONGO_URL, {
    orderId: small.checkout.sampleId,
    orders: ORDERS,
    days: DAYS,
    log,
  });
  const seedSeconds = Math.round((Date.now() - started) / 1000);
  log(`added in ${seedSeconds} s: ${JSON.stringify(added)}`);
  const large = await phase(`${ORDERS} orders' history`, base, token, productId);

  const ratio = {
    checkoutThroughput: round(large.checkout.ordersPerSecond / small.checkout.ordersPerSecond, 2),
    ...Object.fromEntries(
      Object.keys(small.reads).map((name) => [
        `${name} p99`,
        large.reads[name].p99Ms ? round(large.reads[name].p99Ms / small.reads[name].p99Ms, 2) : 'failed',
      ]),
    ),
  };
  log(`\nlarge ÷ small: ${JSON.stringify(ratio, null, 2)}`);
  writeResult('data-growth', {
    orders: ORDERS,
    days: DAYS,
    rate: RATE,
    seconds: SECONDS,
    seedSeconds,
    added,
    small,
    large,
    ratio,
  });
} finally {
  await stack.stop();
}
