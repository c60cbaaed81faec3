// Checkout past capacity (issue 35 item 4, decision 031): fresh carts placed as orders through the gateway at
// 10, 20 and 40 orders/s for 15 s each (open loop: order i leaves at start + i / rate, whatever became of the
// earlier ones). Per rate: orders completed per second (201s ÷ the time from the first send to the last 201),
// the refusals (503/429) and how long they took, p99 of the accepted, and a reconciliation after the burst:
// every order stored once or refused, no unit of stock held for a refused one (the phase's product lost exactly
// one unit per stored order), no order left in its Placing state.
// Goals: at 20 and 40/s, completed/s >= 0.9 x the figure at 10/s; every refusal within 1 s; accepted p99 <= 2 s.
//
// Each shopper is its own client (its own loopback address, 127.1.x.y), as on a sale day: the gateway's per-client
// order limit (10 a minute) is not what is measured. By default the bench stack (bench/lib/bench-stack.mjs, the
// way `npm start` runs the shop, ports + 500, its own FerretDB); README_STACK=1 measures a running `npm start`
// stack instead (STACK_GATEWAY_URL, default http://127.0.0.1:8080; STACK_MONGO_URL for the Placing check).
// Needs the builds. Usage: node bench/checkout-overload.mjs [rates=10,20,40] [seconds=15]
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { startBenchStack } from './lib/bench-stack.mjs';
import { percentile } from './lib/stats.mjs';
import { sleep } from './lib/processes.mjs';

const RATES = (process.argv[2] ?? '10,20,40').split(',').map(Number);
const SECONDS = Number(process.argv[3] ?? 15);
const readmeStack = process.env.README_STACK === '1';
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@shop.local', password: process.env.ADMIN_PASSWORD ?? 'ChangeMe-Admin-1' };
const STOCK = 100_000;
let nextAddress = 0;

/** One HTTP call from its own loopback address; answers status, JSON body, headers and ms taken. */
function call(base, method, path, { body, cookie, address = '127.0.0.1', headers = {} } = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: address,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { authorization: `Bearer ${cookie}` } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = text;
          }
          resolve({ status: response.statusCode, body: json, headers: response.headers, ms: performance.now() - started });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const shopperAddress = () => {
  const i = nextAddress++;
  return `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
};

async function login(base) {
  const answer = await call(base, 'POST', '/api/auth/login', { body: ADMIN });
  const token = /authToken=([^;]+)/.exec(String(answer.headers['set-cookie'] ?? ''))?.[1];
  if (answer.status !== 200 || !token) throw new Error(`admin login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token; // sent as a bearer token: a cookie without the shop's Origin is refused as cross-site
}

async function createProduct(base, cookie, title) {
  const answer = await call(base, 'POST', '/api/products', {
    cookie,
    body: {
      title,
      description: 'A lipstick made for measuring overload',
      price: 120,
      product_category_id: null,
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: STOCK }] }],
    },
  });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`product: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data?._id ?? answer.body._id;
}

async function stockOf(base, productId) {
  const answer = await call(base, 'GET', `/api/products/${productId}`);
  const product = answer.body.data ?? answer.body;
  return product.options[0].values[0].stock;
}

/** Fresh carts, each from its own shopper (address), a few at a time so setup does not load the phase. */
async function carts(base, productId, count) {
  const made = [];
  for (let i = 0; i < count; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, count - i) }, async () => {
        const address = shopperAddress();
        for (let attempt = 1; ; attempt += 1) {
          const answer = await call(base, 'POST', '/api/cart/add', {
            address,
            body: { productId, selectedOptions: [{ name: 'Color', value: 'Ruby' }], quantity: 1 },
          });
          if (answer.status === 200) return { address, sessionId: answer.body.sessionId, email: `overload-${randomUUID().slice(0, 12)}@bench.test` };
          if (attempt >= 5) throw new Error(`cart/add: ${answer.status} ${JSON.stringify(answer.body)}`);
          await sleep(300 * attempt);
        }
      }),
    );
    made.push(...batch);
  }
  return made;
}

const orderBody = (shopper) => ({
  sessionId: shopper.sessionId,
  promoCode: '',
  paymentMethod: 'cash_on_delivery',
  shippingInfo: {
    firstName: 'Bench',
    lastName: 'Shopper',
    email: shopper.email,
    phone: '01001234567',
    street: '1 Overload Street',
    city: 'Cairo',
    floor: '1',
    apartment: '1',
  },
  cartItems: [],
});

/** Sends one order per shopper at `rate` per second; answers every outcome with its send time. */
async function burst(base, shoppers, rate) {
  const start = performance.now();
  return Promise.all(
    shoppers.map(async (shopper, i) => {
      await sleep(Math.max(0, start + (i * 1000) / rate - performance.now()));
      const sentAt = performance.now() - start;
      try {
        const answer = await call(base, 'POST', '/api/orders', {
          address: shopper.address,
          body: orderBody(shopper),
          headers: { 'idempotency-key': randomUUID() },
        });
        return { shopper, sentAt, doneAt: performance.now() - start, status: answer.status, ms: answer.ms, retryAfter: answer.headers['retry-after'] };
      } catch (error) {
        return { shopper, sentAt, doneAt: performance.now() - start, status: 0, ms: performance.now() - start - sentAt, error: error.message };
      }
    }),
  );
}

const p = (values, q) => (values.length ? Math.round(percentile(values, q)) : null);

async function phase({ base, cookie, mongo, rate }) {
  const productId = await createProduct(base, cookie, `Overload Lipstick ${rate}/s ${randomUUID().slice(0, 6)}`);
  const shoppers = await carts(base, productId, rate * SECONDS);
  const before = await stockOf(base, productId);
  const outcomes = await burst(base, shoppers, rate);
  const accepted = outcomes.filter((o) => o.status === 201);
  const refused = outcomes.filter((o) => o.status === 503 || o.status === 429);
  const other = outcomes.filter((o) => o.status !== 201 && o.status !== 503 && o.status !== 429);
  const lastDone = Math.max(...accepted.map((o) => o.doneAt), 1);
  // after the burst: a failed placement gives its units back at once; a dead one within the sweeper's lease
  await sleep(3000);
  const after = await stockOf(base, productId);
  const placing = mongo ? await mongo.db('order').collection('orders').countDocuments({ placing: true }) : null;
  const stored = mongo
    ? await mongo.db('order').collection('orders').countDocuments({ sessionId: { $in: shoppers.map((s) => s.sessionId) }, placing: { $ne: true } })
    : null;
  return {
    rate,
    sent: outcomes.length,
    accepted: accepted.length,
    refused: refused.length,
    refusedBy: Object.fromEntries([503, 429].map((s) => [s, refused.filter((o) => o.status === s).length])),
    other: other.length,
    otherStatuses: [...new Set(other.map((o) => o.status))],
    completedPerSecond: Number(((accepted.length * 1000) / lastDone).toFixed(2)),
    acceptedMs: { p50: p(accepted.map((o) => o.ms), 50), p99: p(accepted.map((o) => o.ms), 99), max: p(accepted.map((o) => o.ms), 100) },
    refusalMs: { p50: p(refused.map((o) => o.ms), 50), p99: p(refused.map((o) => o.ms), 99), max: p(refused.map((o) => o.ms), 100) },
    reconciliation: { unitsTaken: before - after, storedOrders: stored, placingLeft: placing, balanced: before - after === accepted.length && (stored === null || stored === accepted.length) },
  };
}

async function main() {
  const stack = readmeStack ? null : await startBenchStack({ log: (line) => console.log(line) });
  const base = readmeStack ? (process.env.STACK_GATEWAY_URL ?? 'http://127.0.0.1:8080') : stack.url.replace('localhost', '127.0.0.1');
  const mongoUrl = readmeStack ? (process.env.STACK_MONGO_URL ?? 'mongodb://127.0.0.1:27017') : 'mongodb://127.0.0.1:27021';
  const mongo = await MongoClient.connect(mongoUrl).catch(() => null);
  try {
    const cookie = await login(base);
    const results = [];
    for (const rate of RATES) {
      const result = await phase({ base, cookie, mongo, rate });
      console.log(JSON.stringify(result));
      results.push(result);
      await sleep(5000); // the sweeper and the consumers settle before the next rate
    }
    const atCapacity = results[0]?.completedPerSecond ?? 0;
    console.log(
      JSON.stringify({
        stack: readmeStack ? 'npm start (README stack)' : 'bench stack (as npm start runs it, ports + 500)',
        loadavg: (await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' '),
        completedVsCapacity: results.map((r) => Number((r.completedPerSecond / atCapacity).toFixed(2))),
      }),
    );
  } finally {
    await mongo?.close();
    await stack?.stop();
  }
}

await main();
