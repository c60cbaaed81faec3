import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventBus, ProcessedEvents, deadLetterExchange, deadLetterQueue, testing } from '@shop/service-kit';
import amqp from 'amqplib';
import { MongoClient, type Db } from 'mongodb';
import pino from 'pino';
import { z } from 'zod';
import { actionOf, dlqCli } from './support/dlq-cli';

const { uniqueName, eventually, testAmqpUrl, testMongoUrl } = testing;

const creditSchema = z.object({
  id: z.string(),
  type: z.literal('test.credit'),
  version: z.number(),
  occurredAt: z.string(),
  traceparent: z.string(),
  data: z.object({ amount: z.number() }),
});
type Credit = z.infer<typeof creditSchema>;

function buildCredit(amount: number): Credit {
  return {
    id: uniqueName('credit'),
    type: 'test.credit',
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data: { amount },
  };
}

/**
 * The dead-letter tool against the real broker: a consumer built like the services' (the kit's EventBus with
 * bounded retries and its ProcessedEvents) dead-letters what its buggy handler cannot apply; the operator
 * lists, inspects, replays into the fixed handler and purges, each step logged.
 */
describe('node tools/dlq.mjs', () => {
  const exchange = uniqueName('test.dlq');
  const queue = `${uniqueName('test')}.credits`;
  const actionsLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dlq-')), 'dlq-actions.log');
  const cli = dlqCli({ exchange, actionsLog });
  let mongo: MongoClient;
  let db: Db;
  let bus: EventBus;
  let handlerFixed = false;
  let attempts = 0;

  const balance = async () =>
    (await db.collection<{ _id: string; total: number }>('balances').findOne({ _id: 'account' }))?.total ?? 0;
  const deadLetters = async () => actionOf(await cli('list', queue)).counts[queue] as number;

  beforeAll(async () => {
    mongo = await MongoClient.connect(testMongoUrl);
    db = mongo.db(uniqueName('dlq_tool'));
    const processed = new ProcessedEvents(db, queue);
    bus = new EventBus({ url: testAmqpUrl, exchange, logger: pino({ level: 'silent' }) });
    await bus.start();
    await bus.subscribe({
      queue,
      maxDeliveries: 2,
      retryDelayMs: 10,
      // one at a time, so a second copy finds the first one applied (copies racing each other are the
      // kit's ProcessedEvents tests; here they would only add retries that the counts below would have to guess)
      prefetch: 1,
      handlers: {
        'test.credit': {
          schema: creditSchema,
          handle: async (event: Credit) => {
            attempts += 1;
            // a negative amount stays poison whatever the fix
            if (!handlerFixed || event.data.amount < 0) throw new Error('a bug in the handler');
            await processed.runOnce(event.id, async () => {
              await db
                .collection<{ _id: string }>('balances')
                .updateOne({ _id: 'account' }, { $inc: { total: event.data.amount } }, { upsert: true });
            });
          },
        },
      },
    });
  });

  afterAll(async () => {
    await bus.close();
    await db.dropDatabase();
    await mongo.close();
    const connection = await amqp.connect(testAmqpUrl);
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(deadLetterQueue(queue));
    await channel.deleteExchange(exchange);
    await channel.deleteExchange(deadLetterExchange(exchange));
    await connection.close();
  });

  it('when a poison message is dead-lettered, then it is listed, inspected, replayed once into the fixed handler and the rest purged', async () => {
    const credit = buildCredit(100);
    const stray = buildCredit(7);
    // the same event twice (an outbox that published again) and another one
    await bus.publish([credit, credit, stray]);
    await eventually(async () => expect(await deadLetters()).toBe(3), 15_000, 200);
    expect(attempts).toBe(6);

    const inspected = await cli('inspect', queue);
    expect(inspected.code).toBe(0);
    const shown = inspected.lines.filter((line) => line.kind === 'message');
    expect(shown.map((line) => line.messageId).sort()).toEqual([credit.id, credit.id, stray.id].sort());
    expect(shown.find((line) => line.messageId === credit.id)).toMatchObject({
      type: 'test.credit',
      routingKey: 'test.credit',
      deaths: [{ reason: 'rejected', count: 1, queue, exchange, routingKeys: ['test.credit'] }],
      headers: { 'x-first-death-reason': 'rejected' },
      envelope: credit,
    });
    expect(await deadLetters()).toBe(3);

    handlerFixed = true;
    const replayed = await cli('replay', queue, '--id', credit.id);
    expect(replayed.code).toBe(0);
    expect(actionOf(replayed)).toMatchObject({
      action: 'replay',
      messageIds: [credit.id, credit.id],
      ok: true,
    });
    await eventually(async () => expect(await balance()).toBe(100), 10_000);
    await eventually(() => expect(attempts).toBe(8), 10_000);
    expect(await balance()).toBe(100);
    expect(await deadLetters()).toBe(1);

    const purged = await cli('purge', queue, '--all');
    expect(actionOf(purged)).toMatchObject({ action: 'purge', messageIds: [stray.id], ok: true });
    expect(await deadLetters()).toBe(0);
    expect(await balance()).toBe(100);

    const logged = fs
      .readFileSync(actionsLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(logged.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['list', 'inspect', 'replay', 'purge']),
    );
    for (const entry of logged) {
      expect(entry).toMatchObject({
        kind: 'action',
        who: 'ops-tester',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
    const replayEntry = logged.find((entry) => entry.action === 'replay');
    expect(replayEntry).toMatchObject({
      queue,
      dlq: `${queue}.dlq`,
      to: `exchange ${exchange}`,
      messageIds: [credit.id, credit.id],
    });
  }, 60_000);

  it('when a replay cannot be delivered, names no message in the DLQ or is malformed, then the DLQ keeps its letters', async () => {
    const poison = buildCredit(-1);
    await bus.publish([poison]);
    await eventually(async () => expect(await deadLetters()).toBe(1), 15_000, 200);

    const unknown = await cli('replay', queue, '--id', 'no-such-message');
    expect([unknown.code, actionOf(unknown)]).toEqual([
      1,
      expect.objectContaining({ notFound: ['no-such-message'], ok: false }),
    ]);
    const ambiguous = await cli('replay', queue);
    expect([ambiguous.code, ambiguous.stderr]).toEqual([
      2,
      expect.stringContaining('needs either --id <messageId> or --all'),
    ]);
    const nowhere = await dlqCli({ exchange: uniqueName('test.missing'), actionsLog })(
      'replay',
      queue,
      '--all',
    );
    expect(nowhere.code).toBe(1);
    expect(actionOf(nowhere).failed).toEqual([{ messageId: poison.id, error: expect.any(String) }]);
    expect(await deadLetters()).toBe(1);
  }, 60_000);

  it('when a letter is replayed --direct, then only its own queue gets it; through the exchange, every bound queue does', async () => {
    const connection = await amqp.connect(testAmqpUrl);
    try {
      const channel = await connection.createChannel();
      const { queue: bystander } = await channel.assertQueue('', { exclusive: true });
      await channel.bindQueue(bystander, exchange, 'test.credit');
      const poisonId = (await cli('inspect', queue)).lines.find((line) => line.kind === 'message').messageId;

      const direct = await cli('replay', queue, '--all', '--direct');
      expect(actionOf(direct)).toMatchObject({ to: `queue ${queue}`, messageIds: [poisonId], ok: true });
      // still poison: back in the DLQ after its retries, with its event's routing key kept
      await eventually(async () => expect(await deadLetters()).toBe(1), 15_000, 200);
      const again = (await cli('inspect', queue)).lines.find((line) => line.kind === 'message');
      expect(again).toMatchObject({
        messageId: poisonId,
        routingKey: 'test.credit',
        headers: { 'x-replayed-from': `${queue}.dlq` },
      });
      expect((await channel.checkQueue(bystander)).messageCount).toBe(0);

      expect((await cli('replay', queue, '--all')).code).toBe(0);
      await eventually(async () => expect((await channel.checkQueue(bystander)).messageCount).toBe(1));
      await eventually(async () => expect(await deadLetters()).toBe(1), 15_000, 200);
      expect(actionOf(await cli('purge', queue, '--id', poisonId))).toMatchObject({
        messageIds: [poisonId],
        ok: true,
      });
      expect(await deadLetters()).toBe(0);
    } finally {
      await connection.close();
    }
  }, 60_000);

  it('when asked which queues it knows, then it names every durable queue the services declare', async () => {
    const known = await cli('queues');
    // token-version feeds are per-process queues without dead letters, so they are not listed
    expect(known.lines.map((line) => line.queue)).toEqual([
      'analytics.order-projections',
      'audit.entries',
      'cart.order-placed',
      'cart.product-snapshots',
      'catalog.category-cleanup',
      'catalog.stock',
      'catalog.stock-history',
      'notification.order-emails',
      'order.promo-details',
      'order.status-history',
      'promo.releases',
      'promo.usage',
    ]);
  });
});
