import { MongoClient, type Db } from 'mongodb';
import {
  EventBus,
  OutboxRelay,
  ProcessedEvents,
  deadLetterExchange,
  deadLetterQueue,
  eventsOnInsert,
  notDeleted,
  testing,
  tombstone,
  withEvents,
} from '../src';
import { buildPing, deleteQueues, pingSchema, silentLogger, type PingEvent } from './support/fixtures';

const { uniqueName, eventually, testAmqpUrl, testMongoUrl, TcpProxy } = testing;

describe('transactional outbox on the real database and broker', () => {
  let client: MongoClient;
  let db: Db;
  let exchange: string;
  let queue: string;
  const closers: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    client = await MongoClient.connect(testMongoUrl);
  });
  afterAll(async () => client.close());

  beforeEach(() => {
    db = client.db(uniqueName('kit_outbox'));
    exchange = uniqueName('test.events');
    queue = uniqueName('test.outbox');
  });

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await db.dropDatabase();
    await deleteQueues([queue, deadLetterQueue(queue)], [exchange, deadLetterExchange(exchange)]);
  });

  async function startBus(url: string): Promise<EventBus> {
    const bus = new EventBus({ url, exchange, logger: silentLogger, confirmTimeoutMs: 2000 });
    closers.push(() => bus.close());
    await bus.start();
    return bus;
  }

  function startRelay(bus: EventBus, pollIntervalMs = 100): OutboxRelay {
    const relay = new OutboxRelay({
      db,
      collections: ['orders'],
      publish: (events) => bus.publish(events),
      logger: silentLogger,
      pollIntervalMs,
    });
    bus.onConnected(() => relay.notify());
    relay.start();
    closers.push(() => relay.stop());
    return relay;
  }

  /** A relay whose broker is down (a proxy to RabbitMQ that is not listening) until `brokerBack()`. */
  async function relayWithBrokerDown(): Promise<{ relay: OutboxRelay; brokerBack: () => Promise<unknown> }> {
    const proxy = new TcpProxy('127.0.0.1', 5672);
    const port = await proxy.start();
    await proxy.stop();
    closers.push(() => proxy.stop());
    const relay = startRelay(await startBus(`amqp://guest:guest@127.0.0.1:${port}`));
    return { relay, brokerBack: () => proxy.start(port) };
  }

  async function collect(): Promise<PingEvent[]> {
    const received: PingEvent[] = [];
    const bus = await startBus(testAmqpUrl);
    await bus.subscribe({
      queue,
      handlers: {
        'test.ping': { schema: pingSchema, handle: async (e: PingEvent) => void received.push(e) },
      },
    });
    return received;
  }

  it('when a state change records events, then the relay publishes them in order and clears them', async () => {
    const received = await collect();
    const relay = startRelay(await startBus(testAmqpUrl));
    const orders = db.collection('orders');
    await orders.insertOne({ _id: 'o1' as never, status: 'Incoming', ...eventsOnInsert([buildPing(1)]) });
    await orders.updateOne(
      { _id: 'o1' as never },
      withEvents({ $set: { status: 'Processing' } }, [buildPing(2)]),
    );
    await orders.updateOne(
      { _id: 'o1' as never },
      withEvents({ $set: { status: 'Archived' } }, [buildPing(3)]),
    );
    relay.notify();
    await eventually(() => expect(received.map((e) => e.data.n)).toEqual([1, 2, 3]));
    await eventually(async () =>
      expect(await orders.findOne({ _id: 'o1' as never })).toEqual({
        _id: 'o1',
        status: 'Archived',
        pendingEvents: [],
      }),
    );
  });

  it('when a write adds an event while its document is being published, then that event stays pending and goes out in the next round', async () => {
    const orders = db.collection('orders');
    await orders.insertOne({ _id: 'busy' as never, ...eventsOnInsert([buildPing(1)]) });
    await orders.insertOne({ _id: 'quiet' as never, ...eventsOnInsert([buildPing(2)]) });
    await orders.insertOne({ _id: 'gone' as never, ...eventsOnInsert([buildPing(3)]) });
    await orders.updateOne({ _id: 'gone' as never }, tombstone([buildPing(4)]));
    const batches: number[][] = [];
    const relay = new OutboxRelay({
      db,
      collections: ['orders'],
      logger: silentLogger,
      publish: async (events) => {
        batches.push(events.map((event) => (event as PingEvent).data.n).sort());
        // the shop writes to the document between the relay's read and its clean-up
        if (batches.length === 1)
          await orders.updateOne(
            { _id: 'busy' as never },
            withEvents({ $set: { status: 'Paid' } }, [buildPing(5)]),
          );
      },
    });

    expect(await relay.drainOnce()).toBe(5);

    expect(batches).toEqual([[1, 2, 3, 4], [5]]);
    expect(await orders.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      // drained documents leave the pending set: the flag is removed, not set to false
      { _id: 'busy', status: 'Paid', pendingEvents: [] },
      { _id: 'quiet', pendingEvents: [] },
    ]);
  });

  it('when the broker is unreachable, then events wait in the document and go out once it is back', async () => {
    const received = await collect();
    const { relay, brokerBack } = await relayWithBrokerDown();
    await db
      .collection('orders')
      .insertOne({ status: 'Incoming', ...eventsOnInsert([buildPing(1), buildPing(2)]) });
    relay.notify();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
    expect(await db.collection('orders').countDocuments({ hasPendingEvents: true })).toBe(1);

    await brokerBack();
    await eventually(() => expect(received.map((e) => e.data.n)).toEqual([1, 2]), 10_000);
  });

  it('when the process restarts before the broker returns, then the next process publishes the pending events', async () => {
    const received = await collect();
    const deadBus = await startBus('amqp://guest:guest@127.0.0.1:1');
    const firstRelay = startRelay(deadBus);
    await db.collection('orders').insertOne({ status: 'Incoming', ...eventsOnInsert([buildPing(9)]) });
    firstRelay.notify();
    await firstRelay.stop();
    await deadBus.close();

    startRelay(await startBus(testAmqpUrl));
    await eventually(() => expect(received.map((e) => e.data.n)).toEqual([9]), 5000);
  });

  it('when a document is inserted with its events claimed, then they go out at once without a relay round, and the document is cleared', async () => {
    const received = await collect();
    // the sweep a minute apart: only the inserting process can publish within the test
    const relay = startRelay(await startBus(testAmqpUrl), 60_000);
    const orders = db.collection('orders');
    const fields = relay.claimOnInsert([buildPing(1), buildPing(2)]);
    await orders.insertOne({ _id: 'new' as never, status: 'Incoming', ...fields });
    expect(await relay.drainOnce()).toBe(0); // a relay round cannot take what this process claimed

    relay.publishInserted('orders', 'new', fields);

    await eventually(() => expect(received.map((e) => e.data.n)).toEqual([1, 2]));
    await eventually(async () =>
      expect(await orders.findOne({ _id: 'new' as never })).toEqual({
        _id: 'new',
        status: 'Incoming',
        pendingEvents: [],
      }),
    );
  });

  it('when a write pushes an event onto an inserted document while its events are published, then that event keeps its flag and goes out next', async () => {
    const orders = db.collection('orders');
    const batches: number[][] = [];
    const relay = new OutboxRelay({
      db,
      collections: ['orders'],
      logger: silentLogger,
      pollIntervalMs: 60_000,
      publish: async (events) => {
        batches.push(events.map((event) => (event as PingEvent).data.n));
        // the shop updates the new document between its publication and the clean-up
        if (batches.length === 1)
          await orders.updateOne(
            { _id: 'fresh' as never },
            withEvents({ $set: { status: 'Paid' } }, [buildPing(2)]),
          );
      },
    });
    relay.start();
    closers.push(() => relay.stop());
    const fields = relay.claimOnInsert([buildPing(1)]);
    await orders.insertOne({ _id: 'fresh' as never, status: 'Incoming', ...fields });

    relay.publishInserted('orders', 'fresh', fields);

    await eventually(() => expect(batches).toEqual([[1], [2]]));
    await eventually(async () =>
      expect(await orders.findOne({ _id: 'fresh' as never })).toEqual({
        _id: 'fresh',
        status: 'Paid',
        pendingEvents: [],
      }),
    );
  });

  it("when an inserted document's events cannot be published, then its claim is released and a relay round publishes them once the broker is back", async () => {
    const received = await collect();
    const { relay, brokerBack } = await relayWithBrokerDown();
    const orders = db.collection('orders');
    const fields = relay.claimOnInsert([buildPing(3)]);
    await orders.insertOne({ _id: 'waiting' as never, ...fields });

    relay.publishInserted('orders', 'waiting', fields);

    await eventually(async () => {
      const doc = await orders.findOne({ _id: 'waiting' as never });
      expect(doc).toMatchObject({ hasPendingEvents: true, pendingEvents: [expect.anything()] });
      expect(doc).not.toHaveProperty('outboxLease');
    });
    expect(received).toEqual([]);
    await brokerBack();
    await eventually(() => expect(received.map((e) => e.data.n)).toEqual([3]), 10_000);
  });

  it('when the process dies between the insert and the publication, then a relay round publishes the events once the claim lapses', async () => {
    const received = await collect();
    const bus = await startBus(testAmqpUrl);
    const options = { db, collections: ['orders'], logger: silentLogger, leaseMs: 300 };
    const dead = new OutboxRelay({ ...options, publish: (events) => bus.publish(events) });
    await db
      .collection('orders')
      .insertOne({ _id: 'orphan' as never, ...dead.claimOnInsert([buildPing(4)]) });
    const next = new OutboxRelay({ ...options, publish: (events) => bus.publish(events) });
    expect(await next.drainOnce()).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(await next.drainOnce()).toBe(1);
    await eventually(() => expect(received.map((e) => e.data.n)).toEqual([4]));
  });

  it('when a document is tombstoned, then readers stop seeing it and it is removed once its event is out', async () => {
    const received = await collect();
    startRelay(await startBus(testAmqpUrl));
    const orders = db.collection('orders');
    await orders.insertOne({ _id: 'gone' as never, status: 'Incoming' });
    await orders.updateOne({ _id: 'gone' as never }, tombstone([buildPing(4)]));
    expect(await orders.countDocuments({ _id: 'gone' as never, ...notDeleted })).toBe(0);
    await eventually(() => expect(received.map((e) => e.data.n)).toEqual([4]));
    await eventually(async () => expect(await orders.countDocuments({ _id: 'gone' as never })).toBe(0));
  });

  it('when the same event is delivered twice, then an idempotent consumer applies it once', async () => {
    const bus = await startBus(testAmqpUrl);
    const processed = new ProcessedEvents(db, 'test-consumer');
    await db.collection('processed_events').createIndex({ consumer: 1, eventId: 1 }, { unique: true });
    const counters = db.collection('counters');
    await counters.insertOne({ _id: 'c' as never, value: 0 });
    let deliveries = 0;
    await bus.subscribe({
      queue,
      handlers: {
        'test.ping': {
          schema: pingSchema,
          handle: async (event: PingEvent) => {
            deliveries += 1;
            await processed.runOnce(event.id, async () => {
              await counters.updateOne({ _id: 'c' as never }, { $inc: { value: event.data.n } });
            });
          },
        },
      },
    });
    const event = buildPing(5);
    await bus.publish([event]);
    await bus.publish([event]);
    // The copy that arrives while the first is applied is handed back and skipped on its next delivery.
    await eventually(() => expect(deliveries).toBeGreaterThanOrEqual(2));
    await eventually(async () => expect(await processed.has(event.id)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counters.findOne({ _id: 'c' as never })).toMatchObject({ value: 5 });
  });
});
