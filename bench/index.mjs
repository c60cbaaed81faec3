// `npm run bench` lists the benchmarks; `npm run bench -- <name> [args]` runs one, `npm run bench -- all` each in
// turn (about half an hour; each starts what it needs and needs the builds, see BENCHMARKS.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const benches = {
  'catalog-vs-bare': 'catalog GET /api/products ÷ bare node:http with the same bytes (issue 10 item 1)',
  'gateway-vs-service': 'through the gateway ÷ straight to identity, and p99 overhead at 1,000 req/s (items 2, 3)',
  'order-to-consumers': 'order 201 → catalog, cart and promo consumers applied, p99 (item 4a)',
  'outbox-relay': 'outbox relay throughput, batched confirms ÷ none (item 4b)',
  'shell-bundle': 'first-render JS of / gzipped, federated ÷ a single bundle and ÷ a route-split one-app build, React fetched once (item 5)',
  'shell-vitals': 'cold / with Slow 4G + 4× CPU: LCP, CLS, click to a remote route until interactive (item 6)',
  'product-page': 'cold product page with Slow 4G + 4× CPU: LCP, CLS; render server time per product page at 100/s (issue 29)',
  memory: 'RSS of every app at idle and under 50 connections through the gateway (item 7)',
  'profile-gateway': "where the gateway's CPU goes: --cpu-prof under 50 connections, self time by area and function",
  'gateway-variants': 'gateway variants (environment, Node flags, another build) side by side in wrk rounds',
  search: 'GET /api/search p50/p95/p99 at 5,000 products, straight and through the gateway; the index\'s memory (issue 33)',
  'data-growth': "checkout at 10/s and the main reads, small shop ÷ 100,000 orders' history, idle database CPU (issue 36)",
  'checkout-overload': 'checkout at 10, 20 and 40 orders/s through the gateway: completed/s, refusal latency, accepted p99, reconciliation (issue 35)',
};

const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.log('Benchmarks (results go to bench/results/latest.json; see BENCHMARKS.md):');
  for (const [bench, what] of Object.entries(benches)) console.log(`  npm run bench -- ${bench.padEnd(20)} ${what}`);
  console.log('  npm run bench -- all                  every one in turn');
  process.exit(0);
}
const run = name === 'all' ? Object.keys(benches) : [name];
for (const bench of run) {
  if (!benches[bench]) {
    console.error(`no benchmark called ${bench}`);
    process.exit(1);
  }
  console.log(`\n== ${bench}`);
  const result = spawnSync(process.execPath, [path.join(dir, `${bench}.mjs`), ...(name === 'all' ? [] : args)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
