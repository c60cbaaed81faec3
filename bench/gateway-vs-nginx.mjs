// The gateway side by side with nginx on the route every shopper loads, GET /api/products (the catalogue list):
// the built catalog (demo catalogue seeded), nginx (Debian's package, installed with apt-get when missing; one
// worker, keep-alive upstream: bench/nginx/gateway-vs-nginx.conf) and the built gateway, both proxying that same
// catalog; beside them the bare Node proxy (bench/lib/bare-proxy.mjs: node:http and undici, nothing else), the
// floor under any gateway written in Node. wrk -c50, 5 alternated rounds, medians:
//  1. throughput: gateway ÷ nginx (goal ≥ 0.60);
//  2. bytes on the wire (status line, headers and body as received) with `Accept-Encoding: br` ÷ without
//     (goal ≤ 0.25);
//  3. p99 through the gateway − p99 straight to the catalog at a fixed 500 req/s, open loop (a request every
//     2 ms whatever happened to the earlier ones) over 50 keep-alive connections (goal ≤ 3 ms); the same
//     overhead of nginx and of the bare Node proxy, measured in the same rounds;
//  4. the gateway's CPU per request (from /proc, during 1 and 3; nginx's worker and the bare proxy's too) and
//     its RSS before the load and after it.
// BEFORE_GATEWAY=<path of another build's gateway/dist/server.js> adds that gateway as a fifth target (the
// figures "before the change"); BEFORE_NODE=<path of a node binary> runs it on another Node, BEFORE_NODE_OPTIONS
// with other NODE_OPTIONS (empty: V8's defaults). The gateway runs with the runtime settings its image and
// `npm start` read (infra/runtime: NODE_OPTIONS, the trace sampler; decision 030). CONTAINER_MIB=384 runs each
// gateway in a memory cgroup of that size, as a pod's limit (infra/k8s) does, and adds its peak memory.
// PROFILE=1 runs the gateway with --cpu-prof (in bench/results/profiles).
// GATEWAY_ENV / BEFORE_ENV (JSON objects) add environment to the gateway / the "before" one, e.g. to measure what
// the per-request log line costs: BEFORE_GATEWAY=gateway/dist/server.js BEFORE_ENV='{"LOG_LEVEL":"warn"}'
// GATEWAY_ENV='{"LOG_LEVEL":"info","LOG_FILE":"/tmp/gateway-logs"}'.
// README_STACK=1 measures the stack `npm start` runs instead (gateway :8080, catalog :4002; other addresses with
// STACK_GATEWAY_URL / STACK_CATALOG_URL): nginx and the bare proxy in front of that catalog, the gateway as it
// runs there (its flags, its logs, its rate limits in Redis). Start that stack with RATE_LIMIT_GLOBAL_MAX=1000000000
// (counted as always, never reached: wrk from one address would meet the global limit of 600 a minute).
// Needs the builds: `npm run build -w @shop/catalog -w @shop/gateway`; apt-get and wrk need root or sudo.
// Usage: node bench/gateway-vs-nginx.mjs [rounds=5] [seconds=5] [rate=500] [latencySeconds=6]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/bench-stack.mjs';
import { startBareProxy } from './lib/bare-proxy.mjs';
import { benchNames, removeBenchObjects, stopChildren } from './lib/cleanup.mjs';
import { cpuSeconds, freePort, sleep, waitReady } from './lib/processes.mjs';
import { paced } from './lib/paced.mjs';
import { writeResult } from './lib/results.mjs';
import { median, round } from './lib/stats.mjs';
import { hasWrk, runWrk } from './lib/wrk.mjs';
import { memoryCgroup } from './lib/memory-cgroup.mjs';
import { runtimeFlagArgs } from '../infra/scripts/lib/runtime-flags.mjs';

const [ROUNDS, SECONDS, RATE, LATENCY_SECONDS] = [5, 5, 500, 6].map((fallback, i) =>
  Number(process.argv[2 + i] ?? fallback),
);
const CONNECTIONS = 50;
const ROUTE = '/api/products';
const { mongoUrl, amqpUrl, suffix, database, exchange, queuePrefix, queues } = benchNames('catalog', [
  'catalog.stock',
  'catalog.category-cleanup',
  'catalog.token-versions',
  'gateway.token-versions',
]);
const profileDir = path.join(root, 'bench', 'results', 'profiles');

/** Debian's package, when the command is missing (the bench's machines run Debian or Ubuntu). */
function ensureDebianPackage(command, pkg, present) {
  if (present()) return;
  console.log(`installing ${pkg} (apt-get)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', pkg]);
  if (!present()) throw new Error(`${command} is still missing after installing ${pkg}`);
}

const which = (command) => () => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function start(args, env, node = process.execPath, cgroup = undefined) {
  const [command, commandArgs] = cgroup ? cgroup.command(node, args) : [node, args];
  return spawn(command, commandArgs, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MONGO_URL: mongoUrl,
      AMQP_URL: amqpUrl,
      EVENTS_EXCHANGE: exchange,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function startNginx(port, upstreamPort) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const template = fs.readFileSync(path.join(root, 'bench', 'nginx', 'gateway-vs-nginx.conf'), 'utf8');
  const conf = template
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__PORT__', String(port))
    .replaceAll('__UPSTREAM__', `127.0.0.1:${upstreamPort}`);
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.prefix = prefix;
  return child;
}

async function waitFor200(url, child) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid) {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? round(Number(line[1]) / 1024, 1) : undefined;
}

/** Every byte of one answer as it arrived on the socket (status line, headers, encoded body), on a raw socket. */
function wireBytes(url, headers) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(Number(port), hostname, () => {
      const extra = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${extra}\r\n`,
      );
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const head = all.subarray(0, all.indexOf('\r\n\r\n')).toString('latin1');
      if (!head.startsWith('HTTP/1.1 200')) return reject(new Error(`${url}: ${head.split('\r\n')[0]}`));
      const encoding = /^content-encoding:\s*(\S+)/im.exec(head)?.[1] ?? 'identity';
      resolve({ bytes: all.length, encoding });
    });
  });
}

/**
 * A process of the running README stack, by the port it listens on (`ss`), shaped like a child for the rounds:
 * its pid for the CPU figures, never stopped by this bench.
 */
function stackProcess(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = Number(/pid=(\d+)/.exec(line)?.[1]);
  if (!pid) throw new Error(`nothing of the README stack listens on port ${port}: start it with npm start`);
  return { pid, exitCode: null };
}

/** The order of the targets changes every round, so a drifting machine favours none of them. */
function turn(names, index) {
  const order = names.map((_, i) => names[(i + index) % names.length]);
  return index % 2 === 1 ? order.reverse() : order;
}

ensureDebianPackage('nginx', 'nginx', which('nginx'));
ensureDebianPackage('wrk', 'wrk', hasWrk);

const readmeStack = process.env.README_STACK === '1';
const stackGateway = process.env.STACK_GATEWAY_URL ?? 'http://127.0.0.1:8080';
const catalogOrigin = readmeStack
  ? (process.env.STACK_CATALOG_URL ?? 'http://127.0.0.1:4002')
  : `http://127.0.0.1:${await freePort()}`;
const catalogPort = Number(new URL(catalogOrigin).port);
const catalog = readmeStack
  ? stackProcess(catalogPort)
  : start(['services/catalog/dist/server.js'], {
      PORT: String(catalogPort),
      MONGO_DB: database,
      QUEUE_PREFIX: queuePrefix,
      SEED_DEMO_DATA: 'true',
    });
const children = readmeStack ? [] : [catalog];
const gatewayEnv = (port) => ({
  PORT: String(port),
  METRICS_PORT: '0',
  CATALOG_URL: catalogOrigin,
  TOKEN_VERSIONS_QUEUE: `${queuePrefix}gateway.token-versions`,
  RATE_LIMIT_GLOBAL_MAX: '1000000000', // counted as always, never reached
});
const profiling = process.env.PROFILE === '1';
/** What the image and `npm start` run the gateway with (infra/runtime), so the bench measures what ships. */
const runtimeArgs = runtimeFlagArgs('gateway');
const imageNodeOptions =
  /^\s*NODE_OPTIONS=(\S+)/m.exec(
    fs.readFileSync(path.join(root, 'infra', 'runtime', 'gateway.env'), 'utf8'),
  )?.[1] ?? '';
const containerMiB = Number(process.env.CONTAINER_MIB ?? 0);
const cgroups = {};
const cgroupFor = (name) =>
  containerMiB ? (cgroups[name] = memoryCgroup(`bench-${name}-${suffix}`, containerMiB)) : undefined;
const targets = {};
try {
  await waitReady(catalogOrigin, catalog);
  targets.direct = { url: `${catalogOrigin}${ROUTE}` };
  const nginxPort = await freePort();
  const nginx = startNginx(nginxPort, catalogPort);
  children.push(nginx);
  targets.nginx = { url: `http://127.0.0.1:${nginxPort}${ROUTE}`, child: nginx };
  const barePort = await freePort();
  const bare = startBareProxy(barePort, catalogOrigin);
  children.push(bare);
  targets.bareNode = { url: `http://127.0.0.1:${barePort}${ROUTE}`, child: bare };
  if (readmeStack) {
    targets.gateway = {
      url: `${stackGateway}${ROUTE}`,
      child: stackProcess(Number(new URL(stackGateway).port)),
    };
  } else {
    const gatewayPort = await freePort();
    const gateway = start(
      [
        ...runtimeArgs,
        ...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        'gateway/dist/server.js',
      ],
      { ...gatewayEnv(gatewayPort), ...JSON.parse(process.env.GATEWAY_ENV ?? '{}') },
      process.execPath,
      cgroupFor('gateway'),
    );
    children.push(gateway);
    targets.gateway = { url: `http://127.0.0.1:${gatewayPort}${ROUTE}`, child: gateway };
  }
  if (process.env.BEFORE_GATEWAY) {
    const beforePort = await freePort();
    const before = start(
      [...runtimeArgs, process.env.BEFORE_GATEWAY],
      {
        ...gatewayEnv(beforePort),
        TOKEN_VERSIONS_QUEUE: `${queuePrefix}gateway-before`,
        ...JSON.parse(process.env.BEFORE_ENV ?? '{}'),
        // set in the environment, it wins over the runtime file's
        ...(process.env.BEFORE_NODE_OPTIONS === undefined
          ? {}
          : { NODE_OPTIONS: process.env.BEFORE_NODE_OPTIONS }),
      },
      process.env.BEFORE_NODE,
      cgroupFor('before'),
    );
    queues.push(`${queuePrefix}gateway-before`);
    children.push(before);
    targets.before = { url: `http://127.0.0.1:${beforePort}${ROUTE}`, child: before };
  }
  for (const target of Object.values(targets)) await waitFor200(target.url, target.child ?? catalog);
  // nginx's work is done by its worker, the master's only child
  targets.nginx.cpuPid = Number(
    execFileSync('pgrep', ['-P', String(nginx.pid)])
      .toString()
      .split('\n')[0],
  );
  const cpuOf = (name) => {
    const pid = targets[name].cpuPid ?? targets[name].child?.pid;
    return pid === undefined ? undefined : cpuSeconds(pid);
  };
  const names = Object.keys(targets);
  const gateways = names.filter((name) => name === 'gateway' || name === 'before');
  const rssBefore = Object.fromEntries(gateways.map((name) => [name, rssMiB(targets[name].child.pid)]));
  console.log(
    `GET ${ROUTE}; wrk -c${CONNECTIONS} ${SECONDS}s × ${ROUNDS} rounds over ${names.join(', ')}; ${os.cpus().length} cores`,
  );

  // 2. bytes on the wire, with and without Brotli
  const bytes = {};
  for (const name of gateways) {
    const plain = await wireBytes(targets[name].url, {});
    const br = await wireBytes(targets[name].url, { 'accept-encoding': 'br' });
    bytes[name] = {
      plain: plain.bytes,
      br: br.bytes,
      brEncoding: br.encoding,
      ratio: round(br.bytes / plain.bytes, 3),
    };
    console.log(
      `bytes (${name}): ${plain.bytes} plain, ${br.bytes} with Accept-Encoding: br (${br.encoding}), ratio ${bytes[name].ratio}`,
    );
  }

  // 1. throughput, alternated; a warm-up first (JIT, the catalog's cache)
  for (const name of names) await runWrk(targets[name].url, { seconds: 2, connections: CONNECTIONS });
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const rps = {};
    const cpu = {};
    for (const name of turn(names, i)) {
      const before = cpuOf(name);
      const result = await runWrk(targets[name].url, { seconds: SECONDS, connections: CONNECTIONS });
      rps[name] = Math.round(result.requestsPerSecond);
      if (before !== undefined) cpu[name] = Math.round(((cpuOf(name) - before) * 1e6) / result.total);
    }
    const figure = {
      rps,
      cpuMicrosPerRequest: cpu,
      gatewayToNginx: round(rps.gateway / rps.nginx, 3),
      bareNodeToNginx: round(rps.bareNode / rps.nginx, 3),
      load: round(os.loadavg()[0]),
    };
    if (rps.before) figure.beforeToNginx = round(rps.before / rps.nginx, 3);
    rounds.push(figure);
    console.log(
      `round ${i + 1}: ${names.map((n) => `${n} ${rps[n]} req/s`).join(', ')}; gateway ÷ nginx ${figure.gatewayToNginx}, bare Node ÷ nginx ${figure.bareNodeToNginx}${rps.before ? `, before ÷ nginx ${figure.beforeToNginx}` : ''}; CPU µs/request ${JSON.stringify(cpu)}; load ${figure.load}`,
    );
  }

  // 3. and 4. latency at a fixed rate, and the gateways' CPU per request under it
  const latency = [];
  const references = ['nginx', 'bareNode'];
  const latencyNames = ['direct', ...references, ...gateways];
  for (let i = 0; i < ROUNDS; i += 1) {
    const figure = { p50: {}, p99: {}, cpuMicrosPerRequest: {} };
    for (const name of turn(latencyNames, i)) {
      const before = cpuOf(name);
      const result = await paced(targets[name].url, {
        seconds: LATENCY_SECONDS,
        rate: RATE,
        connections: CONNECTIONS,
      });
      figure.p50[name] = round(result.p50);
      figure.p99[name] = round(result.p99);
      if (before !== undefined)
        figure.cpuMicrosPerRequest[name] = Math.round(((cpuOf(name) - before) * 1e6) / result.requests);
    }
    const overOf = (name, p) => round(figure[p][name] - figure[p].direct);
    figure.overhead = Object.fromEntries(
      [...references, ...gateways].map((name) => [name, overOf(name, 'p99')]),
    );
    figure.p50Overhead = Object.fromEntries(
      [...references, ...gateways].map((name) => [name, overOf(name, 'p50')]),
    );
    latency.push(figure);
    console.log(
      `latency ${i + 1} at ${RATE} req/s: p99 ${JSON.stringify(figure.p99)} ms; overhead ${JSON.stringify(figure.overhead)} ms (p50 ${JSON.stringify(figure.p50Overhead)}); CPU µs/request ${JSON.stringify(figure.cpuMicrosPerRequest)}`,
    );
  }
  const rssAfter = Object.fromEntries(gateways.map((name) => [name, rssMiB(targets[name].child.pid)]));

  const medianOf = (list, pick) => median(list.map(pick).filter((value) => value !== undefined));
  const summary = {
    gatewayToNginx: medianOf(rounds, (r) => r.gatewayToNginx),
    bareNodeToNginx: medianOf(rounds, (r) => r.bareNodeToNginx),
    ...(targets.before ? { beforeToNginx: medianOf(rounds, (r) => r.beforeToNginx) } : {}),
    requestsPerSecond: Object.fromEntries(names.map((n) => [n, medianOf(rounds, (r) => r.rps[n])])),
    brBytesRatio: bytes.gateway.ratio,
    p99OverheadMs: Object.fromEntries(
      [...references, ...gateways].map((n) => [n, medianOf(latency, (r) => r.overhead[n])]),
    ),
    p50OverheadMs: Object.fromEntries(
      [...references, ...gateways].map((n) => [n, medianOf(latency, (r) => r.p50Overhead[n])]),
    ),
    cpuMicrosPerRequestAtRate: Object.fromEntries(
      [...references, ...gateways].map((n) => [n, medianOf(latency, (r) => r.cpuMicrosPerRequest[n])]),
    ),
    cpuMicrosPerRequestFlatOut: Object.fromEntries(
      [...references, ...gateways].map((n) => [n, medianOf(rounds, (r) => r.cpuMicrosPerRequest[n])]),
    ),
    rssMiB: { before: rssBefore, after: rssAfter },
    ...(containerMiB
      ? {
          container: {
            limitMiB: containerMiB,
            peakMiB: Object.fromEntries(gateways.map((n) => [n, cgroups[n].peakMiB()])),
          },
        }
      : {}),
    nodeOptions: {
      gateway: imageNodeOptions,
      ...(targets.before ? { before: process.env.BEFORE_NODE_OPTIONS ?? imageNodeOptions } : {}),
    },
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log('goals: gateway ÷ nginx ≥ 0.60, br bytes ratio ≤ 0.25, p99 overhead ≤ 3 ms');
  writeResult('gateway-vs-nginx', {
    route: `GET ${ROUTE}`,
    stack: readmeStack ? 'README stack (npm start)' : "the bench's own catalog and gateway",
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    rate: RATE,
    bytes,
    throughput: rounds,
    latency,
    summary,
  });
} finally {
  await stopChildren(children);
  for (const child of children) if (child.prefix) fs.rmSync(child.prefix, { recursive: true, force: true });
  for (const cgroup of Object.values(cgroups)) cgroup.remove();
  await removeBenchObjects({ mongoUrl, database, queues, exchange });
}
