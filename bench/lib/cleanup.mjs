// What a benchmark that starts apps as processes must undo: stop them, then remove the database, queues and
// exchange it named for itself on the shared FerretDB and RabbitMQ.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-stack.mjs';

const require = createRequire(path.join(root, 'gateway', 'package.json'));
const { MongoClient } = require('mongodb');
const amqp = require('amqplib');

/** SIGTERMs each child still running and waits until all have exited. */
export async function stopChildren(children) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))),
  );
}

/** Drops the run's database and deletes its queues (with their dead-letter queues) and exchange (with its DLX). */
export async function removeBenchObjects({ mongoUrl, database, amqpUrl, queues, exchange }) {
  const client = await MongoClient.connect(mongoUrl);
  await client.db(database).dropDatabase();
  await client.close();
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createChannel();
  for (const queue of queues) {
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dlq`);
  }
  await channel.deleteExchange(exchange);
  await channel.deleteExchange(`${exchange}.dlx`);
  await connection.close();
}
