// Where the gateway's CPU goes: identity and the gateway as built processes (as in gateway-vs-service.mjs), the
// gateway under `node --cpu-prof`, one autocannon run of 50 connections through it, then the profile summed by
// self time per function and per area (Fastify, Node's HTTP, undici, tracing, the gateway's own code, …).
// Needs the builds: `npm run build -w @shop/identity -w @shop/gateway`.
// Usage: node bench/profile-gateway.mjs [seconds=8] [top=40]   (the .cpuprofile is kept in bench/results/)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ROUTE, startIdentityAndGateways } from './lib/gateway-pair.mjs';
import { sleep } from './lib/processes.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'gateway', 'package.json'));
const autocannon = require('autocannon');

const [SECONDS, TOP] = [8, 40].map((fallback, i) => Number(process.argv[2 + i] ?? fallback));
const profileDir = path.join(root, 'bench', 'results', `gateway-profile-${randomUUID().slice(0, 8)}`);

/** Which part of the stack a profile node belongs to, from its script's path. */
function area(url, name) {
  if (!url) return name === '(garbage collector)' ? 'garbage collection' : `(${name || 'native'})`;
  if (url.includes('@opentelemetry')) return 'tracing (OpenTelemetry)';
  if (url.includes('/fastify/') || url.includes('find-my-way') || url.includes('light-my-request'))
    return 'Fastify';
  if (url.includes('@fastify/cors')) return 'CORS (@fastify/cors)';
  if (url.includes('pino')) return 'logging (pino)';
  if (url.includes('prom-client')) return 'metrics (prom-client)';
  if (url.includes('undici')) return 'undici';
  if (url.includes('/gateway/dist/')) return `gateway: ${url.split('/gateway/dist/')[1]}`;
  if (url.includes('/service-kit/')) return `service kit: ${url.split('/dist/')[1] ?? url}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5)}`;
  return url.replace(/^.*node_modules\//, '');
}

function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map();
  const gaps = profile.timeDeltas;
  profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (gaps[i] ?? 0)));
  const byFunction = new Map();
  const byArea = new Map();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    busy += micros;
    const fn = `${callFrame.functionName || '(anonymous)'} ${area(callFrame.url, callFrame.functionName)}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    const where = area(callFrame.url, callFrame.functionName);
    byArea.set(where, (byArea.get(where) ?? 0) + micros);
  }
  const table = (map, top) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return { busy, areas: table(byArea, 30), functions: table(byFunction, TOP) };
}

const pair = await startIdentityAndGateways({
  gateways: { gateway: { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } },
});
let failed;
try {
  const result = await autocannon({ url: `${pair.gateways.gateway.url}${ROUTE}`, connections: 50, duration: SECONDS });
  console.log(`${Math.round(result.requests.average)} requests/s through the gateway, ${result.non2xx} non-2xx`);
  // a profile of error answers would describe the wrong path
  if (result.non2xx > 0 || result.errors > 0) failed = `${result.non2xx} non-2xx answers, ${result.errors} errors`;
} finally {
  await pair.stop(); // the gateway writes its profile as it exits
}
if (failed) throw new Error(failed);
await sleep(200);
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
const { areas, functions } = summarise(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')));
console.log(`\nself time by area (of the gateway's busy time):\n${areas}`);
console.log(`\nself time by function (top ${TOP}):\n${functions}`);
console.log(`\nprofile: ${path.relative(root, path.join(profileDir, file))} (open it in Chrome DevTools)`);
