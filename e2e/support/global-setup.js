// Starts a throwaway copy of the whole shop for the browser tests: its own FerretDB (port 27018, data wiped
// each run), its own RabbitMQ vhost, its own ports (every app's port + 10000) and a copy of the built shell,
// so a developer's `npm start` on the same machine is never touched.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { startTraceCollector } = require('./trace-collector');

const E2E_MONGO_URL = 'mongodb://127.0.0.1:27018';
const TRACE_COLLECTOR_PORT = 14318; // OTLP/HTTP's 4318 + the stack's port offset
const VHOST = 'e2e';

module.exports = async function globalSetup() {
  const { ensureMongo, wipeMongoData } = await import('../../infra/scripts/lib/mongo.mjs');
  const { ensureRabbit } = await import('../../infra/scripts/lib/rabbit.mjs');
  const { freshVhost } = await import('../../infra/scripts/lib/vhost.mjs');
  const { startStack } = await import('../../infra/scripts/lib/stack.mjs');
  const dataDir = path.join(root, '.data');
  const e2eDir = path.join(dataDir, 'e2e');

  await stopPreviousFerret(dataDir);
  await wipeMongoData('ferretdb-e2e');
  fs.rmSync(e2eDir, { recursive: true, force: true });
  fs.mkdirSync(e2eDir, { recursive: true });
  await ensureMongo(console.log, { url: E2E_MONGO_URL, dataName: 'ferretdb-e2e' });
  await ensureRabbit(() => {});
  const amqpUrl = freshVhost(VHOST); // queues of a previous run must not replay into this one

  const shellDist = path.join(root, 'shell', 'dist');
  const shellCopy = path.join(e2eDir, 'shell-dist');
  if (fs.existsSync(shellDist)) fs.cpSync(shellDist, shellCopy, { recursive: true });

  const traces = await startTraceCollector(TRACE_COLLECTOR_PORT);
  globalThis.__E2E_TRACES__ = traces;
  const stack = await startStack({
    portOffset: 10_000,
    mongoUrl: E2E_MONGO_URL,
    amqpUrl,
    shellDistDir: shellCopy,
    logsDir: path.join(e2eDir, 'logs'),
    // spans leave each app within 200 ms (the SDK's batch delay is 5 s) for the trace test to read them
    env: {
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: traces.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // every trace, whatever share the shipped settings sample (infra/runtime/node.env, decision 030)
      OTEL_TRACES_SAMPLER: 'always_on',
      ...e2eLimits(),
    },
    log: (line) => console.log(line),
  });
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url ?? '';
  process.env.E2E_PORT_OFFSET = '10000';
  process.env.E2E_TRACES_URL = traces.url;
  process.env.E2E_AMQP_URL = amqpUrl;
};

/**
 * Rate limits high enough for a test run whose every shopper and admin comes from one address (the limits
 * themselves are tested in gateway/ and security/).
 */
function e2eLimits() {
  const high = '1000';
  return {
    RATE_LIMIT_GLOBAL_MAX: '100000',
    RATE_LIMIT_LOGIN_MAX: high,
    RATE_LIMIT_SIGNUP_MAX: high,
    RATE_LIMIT_PROMO_MAX: high,
    RATE_LIMIT_ORDER_MAX: high,
    RATE_LIMIT_REVIEW_MAX: high,
    RATE_LIMIT_MESSAGE_MAX: high,
    RATE_LIMIT_PASSWORD_MAX: high,
    RATE_LIMIT_TRACK_MAX: high,
  };
}

async function stopPreviousFerret(dataDir) {
  const pidFile = path.join(dataDir, 'ferretdb-e2e.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
  } catch {
    // already gone
  }
  fs.rmSync(pidFile, { force: true });
}
