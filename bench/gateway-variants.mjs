// Gateway variants side by side: identity, and one gateway process per variant in front of it (its own
// environment, Node flags or build), loaded in alternated wrk rounds (the order reversed every other round) over
// 50 connections, straight to identity as well. Prints each round and the medians of requests/s, the ratio to
// straight-to-identity and each process's CPU per request, and writes them under `gateway-variants`.
// For questions the main benchmark does not ask, e.g. what tracing or its async context costs:
//   node bench/gateway-variants.mjs '{"asShipped":{},"noTracing":{"env":{"OTEL_SDK_DISABLED":"true"}},
//     "noAsyncContext":{"nodeArgs":["--require","./bench/diagnosis/no-async-context.cjs"]}}' [rounds=6] [seconds=5]
// A variant is { env?, nodeArgs?, script? } as in bench/lib/gateway-pair.mjs. Needs wrk and the builds:
// `npm run build -w @shop/identity -w @shop/gateway`, FerretDB and RabbitMQ (`npm run infra:up`).
import os from 'node:os';
import { ROUTE, startIdentityAndGateways } from './lib/gateway-pair.mjs';
import { cpuMeter } from './lib/processes.mjs';
import { median, round } from './lib/stats.mjs';
import { hasWrk, runWrk } from './lib/wrk.mjs';
import { writeResult } from './lib/results.mjs';

const variants = JSON.parse(process.argv[2] ?? '{"asShipped":{}}');
const [ROUNDS, SECONDS] = [6, 5].map((fallback, i) => Number(process.argv[3 + i] ?? fallback));
const CONNECTIONS = 50;
if (!hasWrk()) throw new Error('wrk is needed: apt-get install wrk');

const pair = await startIdentityAndGateways({ gateways: variants });
const targets = { direct: pair.identity, ...pair.gateways };
const rounds = [];
try {
  for (const { url } of Object.values(targets)) await runWrk(url + ROUTE, { seconds: 2, connections: CONNECTIONS });
  for (let r = 0; r < ROUNDS; r += 1) {
    const names = Object.keys(targets);
    if (r % 2) names.reverse();
    const roundFigures = { load: os.loadavg()[0] };
    for (const name of names) {
      const meter = cpuMeter([pair.identity.child, targets[name].child]);
      const result = await runWrk(targets[name].url + ROUTE, { seconds: SECONDS, connections: CONNECTIONS });
      const [identityMicros, ownMicros] = meter(result.total);
      roundFigures[name] = { requestsPerSecond: result.requestsPerSecond, cpuMicrosPerRequest: ownMicros, identityMicros };
    }
    rounds.push(roundFigures);
    const line = Object.keys(targets).map((n) => `${n} ${Math.round(roundFigures[n].requestsPerSecond)} req/s ${roundFigures[n].cpuMicrosPerRequest} µs (${round(roundFigures[n].requestsPerSecond / roundFigures.direct.requestsPerSecond, 3)})`);
    console.log(`round ${r + 1} (load ${roundFigures.load}): ${line.join(', ')}`);
  }
} finally {
  await pair.stop();
}

const medians = Object.fromEntries(
  Object.keys(targets).map((name) => [
    name,
    {
      requestsPerSecond: Math.round(median(rounds.map((r) => r[name].requestsPerSecond))),
      ratioToDirect: round(median(rounds.map((r) => r[name].requestsPerSecond / r.direct.requestsPerSecond)), 3),
      cpuMicrosPerRequest: median(rounds.map((r) => r[name].cpuMicrosPerRequest)),
      identityCpuMicrosPerRequest: median(rounds.map((r) => r[name].identityMicros)),
    },
  ]),
);
for (const [name, m] of Object.entries(medians)) console.log(name, JSON.stringify(m));
writeResult('gateway-variants', { route: `GET ${ROUTE}`, connections: CONNECTIONS, seconds: SECONDS, variants, medians, rounds });
