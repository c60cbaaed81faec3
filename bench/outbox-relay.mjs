// Outbox relay throughput: events/s from documents to the broker, with batched publisher confirms (what the
// services run) versus fire-and-forget publishing (no confirms, the upper bound). Alternates A and B and
// quotes medians, since this machine is shared and noisy. Needs the kit built: `npm run build -w @shop/service-kit`.
// Usage: node bench/outbox-relay.mjs [events=5000] [rounds=3]
import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { MongoClient } from 'mongodb';
import pino from 'pino';
import { EventBus, OutboxRelay, eventsOnInsert } from '../packages/service-kit/dist/index.js';
import { writeResult } from './lib/results.mjs';

const EVENTS = Number(process.argv[2] ?? 5000);
const ROUNDS = Number(process.argv[3] ?? 3);
const PER_DOC = 5;
const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const logger = pino({ level: 'silent' });
const exchange = `bench.outbox.${randomUUID().slice(0, 8)}`;

const client = await MongoClient.connect(mongoUrl);
const db = client.db(`bench_outbox_${randomUUID().slice(0, 8)}`);
const bus = new EventBus({ url: amqpUrl, exchange, logger });
await bus.start();
const raw = await amqp.connect(amqpUrl);
const plain = await raw.createChannel();
const sink = await plain.assertQueue('', { exclusive: true, autoDelete: true });
await plain.bindQueue(sink.queue, exchange, '#');

const withConfirms = (events) => bus.publish(events);
const withoutConfirms = async (events) => {
  for (const event of events) {
    plain.publish(exchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true, headers: {} });
  }
};

async function run(publish) {
  const collection = db.collection('orders');
  await collection.deleteMany({});
  const docs = [];
  for (let i = 0; i < EVENTS / PER_DOC; i += 1) {
    const events = Array.from({ length: PER_DOC }, (_, n) => ({
      id: randomUUID(),
      type: 'bench.event',
      version: 1,
      occurredAt: new Date().toISOString(),
      traceparent: '',
      data: { i, n, text: 'x'.repeat(200) },
    }));
    docs.push({ status: 'Incoming', ...eventsOnInsert(events) });
  }
  await collection.insertMany(docs);
  const relay = new OutboxRelay({ db, collections: ['orders'], publish, logger, pollIntervalMs: 60_000 });
  const started = process.hrtime.bigint();
  let sent = 0;
  while (sent < EVENTS) sent += await relay.drainOnce();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await plain.purgeQueue(sink.queue);
  return EVENTS / seconds;
}

const a = [];
const b = [];
for (let round = 0; round < ROUNDS; round += 1) {
  a.push(await run(withConfirms));
  b.push(await run(withoutConfirms));
  console.log(`round ${round + 1}: with confirms ${a.at(-1).toFixed(0)} events/s, without ${b.at(-1).toFixed(0)} events/s`);
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const result = {
  events: EVENTS,
  withConfirmsPerSecond: Math.round(median(a)),
  withoutConfirmsPerSecond: Math.round(median(b)),
  ratio: Number((median(a) / median(b)).toFixed(3)),
  goal: '>= 0.7',
};
console.log(result);
writeResult('outboxRelay', result);

await plain.deleteExchange(exchange);
await plain.deleteExchange(`${exchange}.dlx`);
await raw.close();
await bus.close();
await db.dropDatabase();
await client.close();
