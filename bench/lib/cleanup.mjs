// What a benchmark that starts apps as processes must undo: stop them, then remove the database, queues and
// exchange it named for itself on the shared FerretDB and RabbitMQ.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { testing } from '../../packages/service-kit/dist/index.js';
import { root } from './bench-stack.mjs';

const require = createRequire(path.join(root, 'gateway', 'package.json'));
const { MongoClient } = require('mongodb');

/**
 * The names a run gives itself on the shared FerretDB and RabbitMQ, under a random suffix so that runs never meet,
 * with the URLs of both (MONGO_URL and AMQP_URL, else the local ones): what `removeBenchObjects` removes again.
 * @param {string} kind the database's middle name: bench_<kind>_<suffix>
 * @param {string[]} queueNames the apps' durable queues, each under the run's QUEUE_PREFIX
 */
export function benchNames(kind, queueNames = []) {
  const suffix = randomUUID().slice(0, 8);
  const names = {
    mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    amqpUrl: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    suffix,
    database: `bench_${kind}_${suffix}`,
    exchange: `bench.events.${suffix}`,
    queuePrefix: `bench.${suffix}.`,
  };
  return {
    ...names,
    queues: queueNames.map((name) => `${names.queuePrefix}${name}`),
    /** A service's settings that put it on these names: database, broker, exchange and queue prefix. */
    serviceEnv: {
      MONGO_URL: names.mongoUrl,
      MONGO_DB: names.database,
      AMQP_URL: names.amqpUrl,
      EVENTS_EXCHANGE: names.exchange,
      QUEUE_PREFIX: names.queuePrefix,
    },
  };
}

/** SIGTERMs each child still running and waits until all have exited. */
export async function stopChildren(children) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))),
  );
}

/**
 * Drops the run's database and deletes its queues (with their dead-letter queues) and exchange (with its DLX), the
 * way the component tests do (the kit's `testing.deleteBrokerObjects`, on AMQP_URL as the bench's apps are).
 */
export async function removeBenchObjects({ mongoUrl, database, queues, exchange }) {
  const client = await MongoClient.connect(mongoUrl);
  await client.db(database).dropDatabase();
  await client.close();
  await testing.deleteBrokerObjects(queues, exchange);
}
