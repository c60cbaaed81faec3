// Gateway overhead: requests/s of one cheap public route (identity's JWKS) through the gateway, divided by
// requests/s straight to identity, same machine, same run. identity and the gateway run as separate
// processes (as in production); autocannon alternates A (direct) and B (gateway) and the median ratio is
// quoted, since this machine is shared and noisy. Goal: ratio >= 0.5.
// Needs the builds: `npm run build -w @shop/identity -w @shop/gateway`.
// Usage: node bench/gateway-vs-service.mjs [seconds=5] [rounds=3] [connections=50]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { writeResult } from './lib/results.mjs';

const require = createRequire(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'gateway', 'package.json'),
);
const autocannon = require('autocannon');
const { MongoClient } = require('mongodb');
const amqp = require('amqplib');

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = Number(process.argv[4] ?? 50);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const suffix = randomUUID().slice(0, 8);
const database = `bench_identity_${suffix}`;
const exchange = `bench.events.${suffix}`;
const queue = `bench.gateway-token-versions.${suffix}`;
const ROUTE = '/api/auth/.well-known/jwks.json';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitReady(url, child) {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

function start(script, env) {
  return spawn(process.execPath, [script], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const identityPort = await freePort();
const gatewayPort = await freePort();
const identityUrl = `http://127.0.0.1:${identityPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const identity = start('services/identity/dist/server.js', {
  PORT: String(identityPort),
  MONGO_DB: database,
  SEED_DEMO_DATA: 'false',
});
const gateway = start('gateway/dist/server.js', {
  PORT: String(gatewayPort),
  IDENTITY_URL: identityUrl,
  JWKS_URL: `${identityUrl}${ROUTE}`,
  TOKEN_VERSIONS_QUEUE: queue,
  RATE_LIMIT_GLOBAL_MAX: '1000000000',
});

try {
  await waitReady(identityUrl, identity);
  await waitReady(gatewayUrl, gateway);
  // warm-up: JIT, connection pools
  await measure(`${identityUrl}${ROUTE}`);
  await measure(`${gatewayUrl}${ROUTE}`);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const direct = await measure(`${identityUrl}${ROUTE}`);
    const viaGateway = await measure(`${gatewayUrl}${ROUTE}`);
    rounds.push({
      direct: Math.round(direct),
      viaGateway: Math.round(viaGateway),
      ratio: Number((viaGateway / direct).toFixed(3)),
    });
    console.log(
      `round ${round + 1}: direct ${Math.round(direct)} req/s, via gateway ${Math.round(viaGateway)} req/s, ratio ${(viaGateway / direct).toFixed(3)}`,
    );
  }
  const ratio = median(rounds.map((r) => r.ratio));
  console.log(`median ratio (gateway / direct): ${ratio} (goal >= 0.5)`);
  writeResult('gateway-vs-service', {
    route: `GET ${ROUTE}`,
    seconds: SECONDS,
    connections: CONNECTIONS,
    rounds,
    medianRatio: ratio,
    goal: 0.5,
  });
} finally {
  identity.kill('SIGTERM');
  gateway.kill('SIGTERM');
  await Promise.all(
    [identity, gateway].map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
    ),
  );
  const client = await MongoClient.connect(mongoUrl);
  await client.db(database).dropDatabase();
  await client.close();
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createChannel();
  await channel.deleteQueue(queue);
  await channel.deleteQueue(`${queue}.dlq`);
  await channel.deleteExchange(exchange);
  await channel.deleteExchange(`${exchange}.dlx`);
  await connection.close();
}
