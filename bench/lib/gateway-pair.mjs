// identity and one or more gateways in front of it, as built processes on the shared FerretDB and RabbitMQ, each
// run under its own names (database, exchange, queues), which `stop()` removes again.
// Needs the builds: `npm run build -w @shop/identity -w @shop/gateway`.
import { spawn } from 'node:child_process';
import { root } from './bench-stack.mjs';
import { benchNames, removeBenchObjects, stopChildren } from './cleanup.mjs';
import { freePort, waitReady } from './processes.mjs';

/** The cheap public route both benchmarks send: identity's JWKS, which the gateway only forwards. */
export const ROUTE = '/api/auth/.well-known/jwks.json';

/**
 * @param {{ gateways: Record<string, { env?: Record<string, string>, nodeArgs?: string[], script?: string }> }}
 *   options one gateway per name, each with its own extra environment and Node flags, and the built gateway's
 *   server.js (another build, e.g. an earlier commit's, to compare side by side)
 * @returns identity's URL and process, each gateway's URL and process, and `stop()`
 */
export async function startIdentityAndGateways({ gateways }) {
  const { mongoUrl, amqpUrl, suffix, database, exchange, queues } = benchNames('identity');
  const start = (script, env, nodeArgs = []) =>
    spawn(process.execPath, [...nodeArgs, script], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', MONGO_URL: mongoUrl, AMQP_URL: amqpUrl, EVENTS_EXCHANGE: exchange, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });

  const identityUrl = `http://127.0.0.1:${await freePort()}`;
  const identity = start('services/identity/dist/server.js', {
    PORT: new URL(identityUrl).port,
    MONGO_DB: database,
    SEED_DEMO_DATA: 'false',
    // OTEL_SDK_DISABLED=true in the bench's environment is meant for the gateways: identity stays as shipped
    OTEL_SDK_DISABLED: 'false',
  });
  const started = {};
  for (const [name, { env = {}, nodeArgs = [], script = 'gateway/dist/server.js' }] of Object.entries(gateways)) {
    const url = `http://127.0.0.1:${await freePort()}`;
    const queue = `bench.gateway-token-versions.${suffix}.${name}`;
    queues.push(queue);
    const child = start(
      script,
      {
        PORT: new URL(url).port,
        METRICS_PORT: '0', // each gateway would want the one default metrics port
        IDENTITY_URL: identityUrl,
        JWKS_URL: `${identityUrl}${ROUTE}`,
        TOKEN_VERSIONS_QUEUE: queue,
        RATE_LIMIT_GLOBAL_MAX: '1000000000', // counted as always, never reached
        ...env,
      },
      nodeArgs,
    );
    started[name] = { url, child };
  }
  const children = [identity, ...Object.values(started).map(({ child }) => child)];

  async function stop() {
    await stopChildren(children);
    await removeBenchObjects({ mongoUrl, database, queues, exchange });
  }

  try {
    await waitReady(identityUrl, identity);
    for (const { url, child } of Object.values(started)) await waitReady(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { identity: { url: identityUrl, child: identity }, gateways: started, stop };
}
