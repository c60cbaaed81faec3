// Gateway overhead, measured side by side on one cheap public route (identity's JWKS), A = straight to identity,
// B = through the gateway, same machine, same run, same 50 connections. identity and the gateway run as separate
// processes, as in production (tracing set up, logs at warn, the gateway's rate limiter counting every request).
//  1. Throughput: requests/s through the gateway ÷ requests/s straight to identity, 50 connections as fast as
//     they go (autocannon). Goal ≥ 0.5. For scale, the same through the cheapest proxy Node can run (node:http
//     and an undici pool, no checks, no headers, no tracing: BARE_PROXY below) is measured in the same rounds.
//  2. Latency at a fixed 1,000 requests/s: p99 through the gateway − p99 straight to identity. Goal ≤ 3 ms.
//     Every response time is kept exactly (autocannon's own percentiles are whole milliseconds). Measured three
//     ways, because autocannon's fixed rate (overallRate) gives each connection a quota per second that it sends
//     back to back when the second starts: the 1,000 requests arrive as one burst, as many at a time as there
//     are connections, and the p99 is mostly the queueing of that burst.
//     a) autocannon's fixed rate with its default 10 connections;
//     b) autocannon's fixed rate with the 50 connections of the throughput figure (a burst 50 deep);
//     c) paced: one request every millisecond, open loop over 50 keep-alive connections (undici), which is
//        what a steady 1,000 requests/s means for a shopper.
// The machine is shared and noisy: the measurements alternate (order changed every round) and medians are quoted, each
// figure with the 1-minute load average seen while it was measured. On Linux the CPU time each server spent per
// request is recorded too: it depends much less on the neighbours than requests/s does.
// With OTEL_SDK_DISABLED=true in the environment the gateway runs without tracing (identity keeps its own);
// the figures are then recorded under a separate name.
// Needs the builds: `npm run build -w @shop/identity -w @shop/gateway`.
// Usage: node bench/gateway-vs-service.mjs [rounds=5] [seconds=5] [connections=50] [rate=1000] [latencySeconds=6]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startBareProxy } from './lib/bare-proxy.mjs';
import { ROUTE, startIdentityAndGateways } from './lib/gateway-pair.mjs';
import { cpuMeter, freePort, waitReady } from './lib/processes.mjs';
import { median, percentile, round } from './lib/stats.mjs';
import { hasWrk, runWrk } from './lib/wrk.mjs';
import { paced } from './lib/paced.mjs';
import { writeResult } from './lib/results.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'gateway', 'package.json'));
const autocannon = require('autocannon');

const [ROUNDS, SECONDS, CONNECTIONS, RATE, LATENCY_SECONDS] = [5, 5, 50, 1000, 6].map((fallback, i) =>
  Number(process.argv[2 + i] ?? fallback),
);

const tracingOff = process.env.OTEL_SDK_DISABLED === 'true';

/** One autocannon run; with a rate, every response time is kept for exact percentiles. */
function run(url, { seconds, rate, connections = CONNECTIONS }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const loadBefore = os.loadavg()[0];
    const cpuPerRequest = cpuMeter(servers);
    const options = {
      url,
      connections,
      duration: seconds,
      ...(rate ? { overallRate: rate } : {}),
    };
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
        return reject(
          new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`),
        );
      resolve({
        requestsPerSecond: result.requests.average,
        cpuMicrosPerRequest: byServer(cpuPerRequest(result.requests.total)),
        p50: times.length ? percentile(times, 50) : undefined,
        p99: times.length ? percentile(times, 99) : undefined,
        load: round((loadBefore + os.loadavg()[0]) / 2),
      });
    });
    if (rate) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** The shared open-loop load, with the load average it ran under. */
async function pacedWithLoad(url, { seconds, rate, connections = CONNECTIONS }) {
  const loadBefore = os.loadavg()[0];
  const { p50, p99 } = await paced(url, { seconds, rate, connections });
  return { p50, p99, load: round((loadBefore + os.loadavg()[0]) / 2) };
}

/** Runs the measurements one after another, in an order that changes every round so that a drifting machine
 * favours none of them. */
async function inTurn(index, measurements) {
  const names = Object.keys(measurements);
  const order = names.map((_, i) => names[(i + index) % names.length]);
  if (index % 2 === 1) order.reverse();
  const results = {};
  for (const name of order) results[name] = await measurements[name]();
  return results;
}

/** Rounds of the three targets, alternated, with one load generator; the ratios of each round. */
async function throughputRounds(generator, measure) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const result = await inTurn(i, each(Object.keys(targets), measure));
    const rps = (name) => Math.round(result[name].requestsPerSecond);
    const figure = {
      requestsPerSecond: {
        direct: rps('direct'),
        viaGateway: rps('viaGateway'),
        bareProxy: rps('bareProxy'),
      },
      ratio: round(rps('viaGateway') / rps('direct'), 3),
      bareProxyRatio: round(rps('bareProxy') / rps('direct'), 3),
      cpuMicrosPerRequest: {
        identity: result.direct.cpuMicrosPerRequest.identity,
        gateway: result.viaGateway.cpuMicrosPerRequest.gateway,
        identityBehindGateway: result.viaGateway.cpuMicrosPerRequest.identity,
        bareProxy: result.bareProxy.cpuMicrosPerRequest.bareProxy,
      },
      load: {
        direct: result.direct.load,
        viaGateway: result.viaGateway.load,
        bareProxy: result.bareProxy.load,
      },
    };
    rounds.push(figure);
    const { requestsPerSecond: r, cpuMicrosPerRequest: cpu, load: l } = figure;
    console.log(
      `throughput (${generator}) ${i + 1}: direct ${r.direct} req/s (load ${l.direct}), via gateway ${r.viaGateway} (load ${l.viaGateway}), via bare proxy ${r.bareProxy} (load ${l.bareProxy}); ratio ${figure.ratio}, bare proxy ${figure.bareProxyRatio}; CPU µs/request: identity ${cpu.identity}, gateway ${cpu.gateway}, bare proxy ${cpu.bareProxy}`,
    );
  }
  return rounds;
}

/** One wrk run (one thread, the same connections): requests/s, and each server's CPU per request. */
async function wrkRun(url, { seconds }) {
  const loadBefore = os.loadavg()[0];
  const cpuPerRequest = cpuMeter(servers);
  const { requestsPerSecond, total } = await runWrk(url, { seconds, connections: CONNECTIONS });
  return {
    requestsPerSecond,
    cpuMicrosPerRequest: byServer(cpuPerRequest(total)),
    load: round((loadBefore + os.loadavg()[0]) / 2),
  };
}

const byServer = ([identity, gateway, bareProxy]) => ({ identity, gateway, bareProxy });

const pair = await startIdentityAndGateways({ gateways: { gateway: {} } });
const identityUrl = pair.identity.url;
const gatewayUrl = pair.gateways.gateway.url;
const barePort = await freePort();
const bareUrl = `http://127.0.0.1:${barePort}`;
const bare = startBareProxy(barePort, identityUrl);
const servers = [pair.identity.child, pair.gateways.gateway.child, bare];

const targets = {
  direct: identityUrl,
  viaGateway: gatewayUrl,
  bareProxy: bareUrl,
};
const each = (names, measure) =>
  Object.fromEntries(names.map((name) => [name, () => measure(`${targets[name]}${ROUTE}`)]));

try {
  await waitReady(bareUrl, bare);
  const loads = os.loadavg().map((v) => v.toFixed(2));
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, load average ${loads.join(' ')}`);
  console.log(`gateway tracing ${tracingOff ? 'off' : 'on'}`);
  for (const url of Object.values(targets)) await run(`${url}${ROUTE}`, { seconds: SECONDS }); // JIT, pools

  const throughput = await throughputRounds('autocannon', (url) => run(url, { seconds: SECONDS }));
  // The same rounds with wrk (C, one thread), when installed: autocannon spends about as much CPU per request as
  // identity does, on the same two cores, so it takes a share of the machine the gateway case needs.
  const throughputWrk = hasWrk()
    ? await throughputRounds('wrk', (url) => wrkRun(url, { seconds: SECONDS }))
    : undefined;
  if (!throughputWrk) console.log('wrk is not installed (apt-get install wrk): the wrk rounds are skipped');

  const latencyKinds = {
    autocannon10: (url) => run(url, { seconds: LATENCY_SECONDS, rate: RATE, connections: 10 }),
    autocannon50: (url) => run(url, { seconds: LATENCY_SECONDS, rate: RATE }),
    paced: (url) => pacedWithLoad(url, { seconds: LATENCY_SECONDS, rate: RATE }),
  };
  const latency = { autocannon10: [], autocannon50: [], paced: [] };
  for (const [kind, measure] of Object.entries(latencyKinds)) {
    for (let i = 0; i < ROUNDS; i += 1) {
      const result = await inTurn(i, each(['direct', 'viaGateway'], measure));
      const summary = ({ p50, p99, load }) => ({ p50: round(p50), p99: round(p99), load });
      const figure = {
        direct: summary(result.direct),
        viaGateway: summary(result.viaGateway),
        p99OverheadMs: round(result.viaGateway.p99 - result.direct.p99),
      };
      latency[kind].push(figure);
      const { direct: d, viaGateway: g } = figure;
      console.log(
        `latency (${kind}) ${i + 1} at ${RATE} req/s: direct p50 ${d.p50} ms p99 ${d.p99} ms (load ${d.load}), via gateway p50 ${g.p50} ms p99 ${g.p99} ms (load ${g.load}); p99 overhead ${figure.p99OverheadMs} ms`,
      );
    }
  }

  const medians = (rounds) => ({
    medianRatio: round(median(rounds.map((r) => r.ratio)), 3),
    medianBareProxyRatio: round(median(rounds.map((r) => r.bareProxyRatio)), 3),
    medianCpuMicrosPerRequest: Object.fromEntries(
      Object.keys(rounds[0].cpuMicrosPerRequest).map((name) => [
        name,
        median(rounds.map((r) => r.cpuMicrosPerRequest[name])),
      ]),
    ),
  });
  const autocannonMedians = medians(throughput);
  const wrkMedians = throughputWrk && medians(throughputWrk);
  const overhead = (kind) => round(median(latency[kind].map((r) => r.p99OverheadMs)));
  const cpuRatio = median(
    throughput.map((r) => r.cpuMicrosPerRequest.gateway / r.cpuMicrosPerRequest.identity),
  );
  // what the gateway's own work costs over the floor, measured in the same rounds: depends little on the host
  const overBareProxy = median(
    throughput.map((r) => r.cpuMicrosPerRequest.gateway / r.cpuMicrosPerRequest.bareProxy),
  );
  for (const [generator, m] of [
    ['autocannon', autocannonMedians],
    ['wrk', wrkMedians],
  ].filter(([, m]) => m))
    console.log(
      `median throughput ratio (gateway / direct), ${generator}: ${m.medianRatio} (goal >= 0.5); bare proxy / direct: ${m.medianBareProxyRatio}`,
    );
  console.log(
    `median p99 overhead at ${RATE} req/s: autocannon fixed rate, 10 connections ${overhead('autocannon10')} ms, 50 connections ${overhead('autocannon50')} ms; paced ${overhead('paced')} ms (goal <= 3 ms)`,
  );
  if (Number.isFinite(cpuRatio))
    console.log(
      `median CPU per request, gateway / identity: ${round(cpuRatio)}; gateway / bare proxy: ${round(overBareProxy)}`,
    );
  writeResult(tracingOff ? 'gateway-vs-service (gateway tracing off)' : 'gateway-vs-service', {
    route: `GET ${ROUTE}`,
    connections: CONNECTIONS,
    gatewayTracing: tracingOff ? 'off' : 'on',
    loadAverageAtStart: loads.map(Number),
    throughput: { seconds: SECONDS, goal: '>= 0.5', rounds: throughput, ...autocannonMedians },
    throughputWrk: throughputWrk && { seconds: SECONDS, rounds: throughputWrk, ...wrkMedians },
    latency: {
      requestsPerSecond: RATE,
      seconds: LATENCY_SECONDS,
      goal: 'p99 overhead <= 3 ms',
      autocannonFixedRate10Connections: {
        rounds: latency.autocannon10,
        medianP99OverheadMs: overhead('autocannon10'),
      },
      autocannonFixedRate50Connections: {
        rounds: latency.autocannon50,
        medianP99OverheadMs: overhead('autocannon50'),
      },
      paced50Connections: { rounds: latency.paced, medianP99OverheadMs: overhead('paced') },
    },
    medianGatewayCpuPerIdentityCpu: Number.isFinite(cpuRatio) ? round(cpuRatio) : undefined,
    medianGatewayCpuPerBareProxyCpu: Number.isFinite(overBareProxy) ? round(overBareProxy) : undefined,
  });
} finally {
  bare.kill('SIGTERM');
  await pair.stop();
}
