// Catalog hot path: requests/s of GET /api/products from the catalog (demo catalog seeded, answered from its
// in-process cache) divided by requests/s of a bare node:http server sending the very same bytes and headers.
// Both run as separate processes; autocannon alternates A (catalog) and B (bare) and the median ratio is
// quoted, since this machine is shared and noisy. Goal: ratio >= 0.9.
// Needs the build: `npx tsc -b services/catalog`.
// Usage: node bench/catalog-vs-bare.mjs [seconds=5] [rounds=3] [connections=50]
// With OTEL_SDK_DISABLED=true in the environment the catalog runs without tracing (recorded as a separate figure).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { benchNames, removeBenchObjects, stopChildren } from './lib/cleanup.mjs';
import { freePort, sleep, waitReady } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';
import { median } from './lib/stats.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'services', 'catalog', 'package.json'));
const autocannon = require('autocannon');

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = Number(process.argv[4] ?? 50);
const run = benchNames('catalog', ['catalog.stock', 'catalog.category-cleanup']);
const ROUTE = '/api/products';
const bodyFile = path.join(root, 'bench', 'results', `catalog-products-${run.suffix}.tmp`);

// The bare server: the same bytes and headers, nothing else.
const BARE_SERVER = `
  const http = require('node:http');
  const fs = require('node:fs');
  const body = fs.readFileSync(process.env.BODY_FILE);
  const headers = { 'content-type': 'application/json; charset=utf-8', etag: process.env.ETAG, 'cache-control': 'no-cache', 'content-length': body.length };
  http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** The bare server has no /readyz: it is up once it answers the route. */
async function waitFor200(url, child) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    if (await fetch(url).then((res) => res.ok, () => false)) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

function start(args, env) {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve(result.requests.average);
    });
  });
}

const tracingOff = process.env.OTEL_SDK_DISABLED === 'true';

const catalogPort = await freePort();
const barePort = await freePort();
const catalogUrl = `http://127.0.0.1:${catalogPort}${ROUTE}`;
const bareUrl = `http://127.0.0.1:${barePort}${ROUTE}`;
// Logs at the service's default level: the hot routes keep their access log at warn by design.
const catalog = start(['services/catalog/dist/server.js'], {
  PORT: String(catalogPort),
  ...run.serviceEnv,
  SEED_DEMO_DATA: 'true',
  LOG_LEVEL: 'info',
});
let bare;

try {
  await waitReady(`http://127.0.0.1:${catalogPort}`, catalog);
  const sample = await fetch(catalogUrl);
  const body = Buffer.from(await sample.arrayBuffer());
  const products = JSON.parse(body.toString()).data.length;
  fs.writeFileSync(bodyFile, body);
  bare = start(['-e', BARE_SERVER], {
    PORT: String(barePort),
    BODY_FILE: bodyFile,
    ETAG: sample.headers.get('etag'),
  });
  await waitFor200(bareUrl, bare);
  const bareBody = Buffer.from(await (await fetch(bareUrl)).arrayBuffer());
  if (!bareBody.equals(body)) throw new Error('the bare server does not send the same bytes');
  console.log(
    `GET ${ROUTE}: ${products} products, ${body.length} bytes; ${SECONDS}s × ${ROUNDS} rounds, ${CONNECTIONS} connections; tracing ${tracingOff ? 'off' : 'on'}`,
  );

  // warm-up: JIT, the catalog's cache
  await measure(catalogUrl);
  await measure(bareUrl);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const service = await measure(catalogUrl);
    const bareRate = await measure(bareUrl);
    const ratio = service / bareRate;
    rounds.push({
      catalog: Math.round(service),
      bare: Math.round(bareRate),
      ratio: Number(ratio.toFixed(3)),
    });
    console.log(
      `round ${round + 1}: catalog ${Math.round(service)} req/s, bare ${Math.round(bareRate)} req/s, ratio ${ratio.toFixed(3)}`,
    );
  }
  const ratio = median(rounds.map((r) => r.ratio));
  console.log(`median ratio (catalog / bare node:http): ${ratio} (goal >= 0.9)`);
  writeResult(tracingOff ? 'catalog-vs-bare (tracing off)' : 'catalog-vs-bare', {
    route: `GET ${ROUTE}`,
    products,
    bytes: body.length,
    seconds: SECONDS,
    connections: CONNECTIONS,
    rounds,
    medianRatio: ratio,
    goal: 0.9,
  });
} finally {
  await stopChildren([catalog, bare].filter(Boolean));
  fs.rmSync(bodyFile, { force: true });
  await removeBenchObjects(run);
}
