// Search (issue 33): GET /api/search latency at 5,000 products, straight to the catalog and through the gateway,
// and the memory the index takes at that size. Goal: p95 <= 20 ms.
// The catalog and the gateway run as built (`npx tsc -b services/catalog gateway`), as separate processes with
// production settings, on their own database, exchange and queues; the gateway forwards /api/search to this
// catalog (its global rate limit raised, as in bench-stack.mjs). The products are written to the database before
// the catalog starts, so its start-up load is timed too. Requests come from `concurrency` callers at once, each
// waiting for its answer, over a mix of typed words (prefixes, typos, Arabic); the percentiles are of all answers.
// The index's memory: the built ProductSearchIndex filled with the same products in this process, heap measured
// after a full GC before and after.
// Usage: node bench/search.mjs [products=5000] [requests=3000] [concurrency=4]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { benchNames, removeBenchObjects, stopChildren } from './lib/cleanup.mjs';
import { freePort, waitReady } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';
import { percentile, round } from './lib/stats.mjs';
import { buildCatalog, QUERIES } from './lib/search-catalog.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'services', 'catalog', 'package.json'));
const { MongoClient } = require('mongodb');

const PRODUCTS = Number(process.argv[2] ?? 5000);
const REQUESTS = Number(process.argv[3] ?? 3000);
const CONCURRENCY = Number(process.argv[4] ?? 4);
const GOAL_P95_MS = 20;
// the catalog's durable queues (its search and cache feeds are per process and go with it)
const run = benchNames('search', ['catalog.stock', 'catalog.stock-history', 'catalog.category-cleanup']);
const { mongoUrl, amqpUrl, database, exchange, queuePrefix } = run;

function start(script, env) {
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** `concurrency` callers, each asking the next query as soon as its answer is in; every answer's time in ms. */
async function measure(base, requests) {
  const times = [];
  let next = 0;
  const caller = async () => {
    while (next < requests) {
      const i = next++;
      const { q, lang } = QUERIES[i % QUERIES.length];
      const url = `${base}/api/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=8`;
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, caller));
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) };
}

function heapAfterGc(gc) {
  gc();
  gc();
  return v8.getHeapStatistics().used_heap_size;
}

/** The index alone, in this process: heap growth once filled, and the search time without HTTP. */
function indexAlone(products, categories) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const { ProductSearchIndex } = require('./dist/search/product-search-index.js');
  const before = heapAfterGc(gc);
  const index = new ProductSearchIndex();
  index.setCategories(categories);
  const started = performance.now();
  for (const product of products) index.upsert(product);
  const buildMs = performance.now() - started;
  const heapMiB = (heapAfterGc(gc) - before) / 2 ** 20;
  const times = [];
  for (let i = 0; i < 5000; i += 1) {
    const { q, lang } = QUERIES[i % QUERIES.length];
    const t = performance.now();
    index.search(q, lang, 8);
    times.push(performance.now() - t);
  }
  return {
    heapMiB: round(heapMiB, 1),
    buildMs: Math.round(buildMs),
    searchP50Ms: round(percentile(times, 50), 3),
    searchP95Ms: round(percentile(times, 95), 3),
  };
}

const { productDocs, categoryDocs, productDtos, categoryDtos } = buildCatalog(PRODUCTS);
const client = await MongoClient.connect(mongoUrl);
await client.db(database).collection('categories').insertMany(categoryDocs);
for (let i = 0; i < productDocs.length; i += 1000) {
  await client.db(database).collection('products').insertMany(productDocs.slice(i, i + 1000));
}
await client.close();

const catalogPort = await freePort();
const gatewayPort = await freePort();
const catalogBase = `http://127.0.0.1:${catalogPort}`;
const gatewayBase = `http://127.0.0.1:${gatewayPort}`;
const started = Date.now();
const catalog = start('services/catalog/dist/server.js', {
  PORT: String(catalogPort),
  ...run.serviceEnv,
  SEED_DEMO_DATA: 'false',
});
let gateway;
try {
  await waitReady(catalogBase, catalog);
  const startMs = Date.now() - started;
  const answer = await (await fetch(`${catalogBase}/api/search?q=serum&limit=1`)).json();
  if (answer.total === 0) throw new Error('the catalog found no serum');
  gateway = start('gateway/dist/server.js', {
    PORT: String(gatewayPort),
    METRICS_PORT: '0',
    AMQP_URL: amqpUrl,
    EVENTS_EXCHANGE: exchange,
    TOKEN_VERSIONS_QUEUE: `${queuePrefix}gateway.token-versions`,
    CATALOG_URL: catalogBase,
    RATE_LIMIT_GLOBAL_MAX: '100000000',
  });
  await waitReady(gatewayBase, gateway);
  console.log(
    `${PRODUCTS} products; catalog ready in ${startMs} ms (index loaded from the database in pages); ` +
      `${REQUESTS} searches × 2 paths, ${CONCURRENCY} callers`,
  );

  await measure(catalogBase, 300); // warm-up: JIT
  await measure(gatewayBase, 300);
  const direct = await measure(catalogBase, REQUESTS);
  const throughGateway = await measure(gatewayBase, REQUESTS);
  console.log(`straight to the catalog: p50 ${direct.p50} ms, p95 ${direct.p95} ms, p99 ${direct.p99} ms`);
  console.log(`through the gateway:     p50 ${throughGateway.p50} ms, p95 ${throughGateway.p95} ms, p99 ${throughGateway.p99} ms`);

  const alone = indexAlone(productDtos, categoryDtos);
  console.log(
    `index alone: ${alone.heapMiB} MiB of heap for ${PRODUCTS} products, built in ${alone.buildMs} ms; ` +
      `search p50 ${alone.searchP50Ms} ms, p95 ${alone.searchP95Ms} ms`,
  );
  const met = direct.p95 <= GOAL_P95_MS && throughGateway.p95 <= GOAL_P95_MS;
  console.log(`goal p95 <= ${GOAL_P95_MS} ms: ${met ? 'met' : 'NOT met'}`);
  writeResult('search', {
    products: PRODUCTS,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    catalogStartMs: startMs,
    direct,
    throughGateway,
    index: alone,
    goalP95Ms: GOAL_P95_MS,
  });
} finally {
  await stopChildren([catalog, gateway].filter(Boolean));
  await removeBenchObjects(run);
}
