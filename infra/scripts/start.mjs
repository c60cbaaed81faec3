// `npm start`: the whole shop on this machine, from a fresh clone. Makes sure the MongoDB-compatible
// server and RabbitMQ answer, builds every workspace, starts services, gateway and remotes (each service
// seeds its demo data on first run), waits until all are ready and prints where to go. Ctrl-C stops it all.
import { buildWorkspaces } from './lib/build.mjs';
import { ensureMongo, mongoUrl } from './lib/mongo.mjs';
import { amqpUrl, ensureRabbit } from './lib/rabbit.mjs';
import { rateLimitStoreEnv } from './lib/redis.mjs';
import { replicasFromArgs } from './lib/replicas.mjs';
import { startStack } from './lib/stack.mjs';
import { runOnShopNode } from './lib/node-runtime.mjs';
import { startClock } from './lib/phases.mjs';

runOnShopNode(); // on an older Node, the rest runs in a child on the shop's Node (docs/decisions/016)

const skipBuild = process.argv.includes('--no-build');
// `--replicas order=2,promo=2` (or SHOP_REPLICAS): several copies of a service, on port + 100, + 200...
const replicas = replicasFromArgs();
const clock = startClock();

// The workspaces build while the database comes up (on a first start, while FerretDB itself is built).
const built = skipBuild ? Promise.resolve() : clock.phase('build', () => buildWorkspaces(clock.log));
try {
  await Promise.all([
    clock
      .phase('database', () => ensureMongo(clock.log))
      .then(() => clock.phase('broker', () => ensureRabbit(clock.log))),
    built,
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The gateway's rate limits in Redis when one answers (REDIS_URL, else 127.0.0.1:6379), in its memory otherwise.
const rateLimitEnv = await rateLimitStoreEnv(clock.log);
clock.log('Starting services, gateway and remotes (logs in .data/logs/<app>/current.log, capped)...');
// SMTP_URL sends the order e-mails to a real relay instead of the local MailDev.
const env = { ...rateLimitEnv, ...(process.env.SMTP_URL ? { SMTP_URL: process.env.SMTP_URL } : {}) };
const stack = await clock.phase('apps', () =>
  startStack({ mongoUrl: mongoUrl(), amqpUrl: amqpUrl(), replicas, env, log: clock.log }),
);
clock.log(clock.summary());

const admin = process.env.ADMIN_EMAIL ?? 'admin@shop.local';
const password = process.env.ADMIN_PASSWORD ?? 'ChangeMe-Admin-1';
console.log(`
  The shop is running:  ${stack.url ?? '(no gateway built yet)'}
  Admin login:          ${admin} / ${password}   (set ADMIN_EMAIL / ADMIN_PASSWORD to change)
  API docs:             ${stack.url ? `${stack.url}/api/docs` : '-'}
  Mail inbox (MailDev): ${stack.mailUrl ? `${stack.mailUrl}   (order e-mails; SMTP on 127.0.0.1:1025)` : '- (SMTP_URL is set)'}
  Press Ctrl-C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping...');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
