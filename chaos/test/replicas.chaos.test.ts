import fs from 'node:fs';
import path from 'node:path';
import { placeOrders, sleep, type OrderAttempt } from '../support/load';
import { untilReconciled } from '../support/reconcile';
import { ReplicasStack } from '../support/replicas-stack';
import { ShopClient } from '../support/shop-client';

const RESULTS_FILE = path.join(__dirname, '..', 'results', 'replicas.json');
const CONSUMERS = ['catalog', 'cart', 'promo', 'order'] as const;
const ORDERS = 200;
const KILL_AFTER = 70;
const CACHE_UPDATES = 20;
const CACHE_BOUND_MS = 2000;

const figures: Record<string, unknown> = { at: new Date().toISOString() };
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Two copies of every consumer service behind the gateway, on our own FerretDB (:27019) and our own vhost
 * (`replicas`) of the shared broker. Every app's port + 5000 (services 9001-9007, copies 9102-9105, gateway
 * 13080): below the kernel's ephemeral ports (32768+), where any outgoing connection may hold a port we need,
 * and clear of `npm start`, e2e (+10000), TcpProxy (20000-29999), the other fault runs (+27000) and bench (+50000).
 */
describe('two replicas of every consumer service', () => {
  const stack = new ReplicasStack({
    portOffset: 5000,
    mongoUrl: 'mongodb://127.0.0.1:27019',
    replicas: Object.fromEntries(CONSUMERS.map((name) => [name, 2])),
  });
  let token: string;

  beforeAll(async () => {
    await stack.start();
    token = await new ShopClient(stack.url).loginAdmin();
  }, 600_000);

  afterAll(async () => {
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    await stack.stop();
  }, 120_000);

  it('when a product changes through one catalog copy, then the other copy serves the change within the bound', async () => {
    const [a, b] = [new ShopClient(stack.replicaUrls.catalog!), new ShopClient(stack.replicaUrls['catalog-1']!)];
    const productId = await new ShopClient(stack.url).createProduct(token, 10, 'Replica Lipstick');
    const delays: number[] = [];
    for (let i = 1; i <= CACHE_UPDATES; i += 1) {
      // b has the product in its cache before the change, so only an invalidation can show it the new price
      expect((await b.request('GET', `/products/${productId}`)).status).toBe(200);
      const price = 100 + i;
      const update = await a.request('PUT', `/products/${productId}`, { token, json: { price } });
      expect(update.status).toBe(200);
      const changed = Date.now();
      for (;;) {
        const read = await b.request('GET', `/products/${productId}`);
        if (read.body?.data?.price === price) break;
        if (Date.now() - changed > 10_000) throw new Error(`copy b still shows ${read.body?.data?.price}, not ${price}`);
        await sleep(5);
      }
      delays.push(Date.now() - changed);
    }
    const sorted = [...delays].sort((x, y) => x - y);
    figures.cacheAcrossReplicas = { updates: delays.length, medianMs: percentile(sorted, 0.5), maxMs: sorted.at(-1), delaysMs: delays };
    console.log(`[replicas] cache across catalog copies: ${JSON.stringify(figures.cacheAcrossReplicas)}`);
    expect(sorted.at(-1)).toBeLessThanOrEqual(CACHE_BOUND_MS);
  });

  it('when 200 orders go through the gateway and one copy of each consumer service is SIGKILLed mid-run, then every effect happens exactly once', async () => {
    const products: Array<{ id: string; stock: number }> = [];
    const gateway = new ShopClient(stack.url);
    for (let i = 0; i < 4; i += 1)
      products.push({ id: await gateway.createProduct(token, 1000, 'Replica Lipstick'), stock: 1000 });
    const promo = await gateway.createPromo(token);
    let killedAt: number | undefined;
    const started = Date.now();
    const shoppers: OrderAttempt[] = await placeOrders({
      client: gateway,
      count: ORDERS,
      concurrency: 8,
      productIds: products.map((product) => product.id),
      quantity: (index) => 1 + (index % 3),
      promo: { code: promo.code, every: 4 },
      // a placement cut off by the kill keeps its Idempotency-Key claimed (409) until the claim's lease ends
      // (4 × order's 5 s upstream timeout): a client retrying for 30 s outlasts it
      attempts: 30,
      retryDelayMs: 1000,
      onProgress: async (done) => {
        if (done !== KILL_AFTER) return;
        killedAt = Date.now() - started;
        await Promise.all(CONSUMERS.map((name) => stack.kill(`${name}-1`)));
      },
    });
    const loadMs = Date.now() - started;
    const { result, drainMs } = await untilReconciled(
      { client: stack.db, attempts: shoppers, products, promoId: promo.id, queueDepths: () => stack.queueDepths() },
      180_000,
    );
    const statuses: Record<string, number> = {};
    for (const status of shoppers.flatMap((shopper) => shopper.statuses)) statuses[status] = (statuses[status] ?? 0) + 1;
    figures.orders = {
      ...result,
      killed: CONSUMERS.map((name) => `${name}-1`),
      killedAfterMs: killedAt,
      loadMs,
      ordersPerSecond: Number(((result.accepted / loadMs) * 1000).toFixed(1)),
      drainMs,
      placementStatuses: statuses,
      withoutOrder: shoppers.filter((shopper) => !shopper.orderId).length,
    };
    console.log(`[replicas] orders: ${JSON.stringify(figures.orders, null, 2)}`);
    expect(result.problems).toEqual([]);
    expect(result.accepted).toBe(ORDERS);
    expect(result.stored).toBe(ORDERS);
  });
});
