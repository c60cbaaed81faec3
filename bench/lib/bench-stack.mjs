// A whole shop for the front-end and memory benchmarks, started the way `npm start` starts one, apart from
// everyone else's: its own FerretDB (port 27021,
// data in PostgreSQL database shop_ferretdb_bench, wiped each run), its own RabbitMQ vhost, every app's port + 500 and a copy of
// the built shell. Needs the builds (services, gateway, shell and remotes).
// The offset keeps clear of `npm start` (+0), the chaos runs (+5000), the browser tests (+10000), the tests' TCP
// proxies (20000-29999) and the kernel's ephemeral range (32768+), where a listener can lose its port.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMongo, wipeMongoData } from '../../infra/scripts/lib/mongo.mjs';
import { ensureRabbit } from '../../infra/scripts/lib/rabbit.mjs';
import { rateLimitStoreEnv } from '../../infra/scripts/lib/redis.mjs';
import { startStack } from '../../infra/scripts/lib/stack.mjs';
import { freshVhost } from '../../infra/scripts/lib/vhost.mjs';

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PORT_OFFSET = 500;
const MONGO_URL = 'mongodb://127.0.0.1:27021';
const DATA_NAME = 'ferretdb-bench';
const VHOST = 'bench';

/**
 * @param {{ shellDist?: string, log?: (line: string) => void }} [options] shellDist: another built shell to
 *   serve (the single-bundle build); it is copied, because the launcher writes remotes.json into it
 */
export async function startBenchStack(options = {}) {
  const log = options.log ?? (() => {});
  const dataDir = path.join(root, '.data');
  const benchDir = path.join(dataDir, 'bench');
  await stopFerret(dataDir);
  await wipeMongoData(DATA_NAME);
  fs.rmSync(benchDir, { recursive: true, force: true });
  fs.mkdirSync(benchDir, { recursive: true });
  await ensureMongo(log, { url: MONGO_URL, dataName: DATA_NAME });
  await ensureRabbit(log);
  const amqpUrl = freshVhost(VHOST);

  const shellCopy = path.join(benchDir, 'shell-dist');
  fs.cpSync(options.shellDist ?? path.join(root, 'shell', 'dist'), shellCopy, { recursive: true });
  const stack = await startStack({
    portOffset: PORT_OFFSET,
    mongoUrl: MONGO_URL,
    amqpUrl,
    shellDistDir: shellCopy,
    logsDir: path.join(benchDir, 'logs'),
    // as `npm start` runs it (decision 030): its log level and capped log files, its Redis-counted rate limits
    // (keys of their own), the settings of infra/runtime; only the global limit is out of reach of the load
    env: {
      ...(await rateLimitStoreEnv(log)),
      RATE_LIMIT_REDIS_PREFIX: 'bench:rate-limit:',
      RATE_LIMIT_GLOBAL_MAX: '100000000',
    },
    log,
  });
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      await stopFerret(dataDir);
    },
  };
}

/** Only the bench's own FerretDB, by the pid file the launcher wrote for it. */
async function stopFerret(dataDir) {
  const pidFile = path.join(dataDir, `${DATA_NAME}.pid`);
  if (!fs.existsSync(pidFile)) return;
  try {
    process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
  } catch {
    // already gone
  }
  fs.rmSync(pidFile, { force: true });
}
