import { EventBus, deadLetterExchange, deadLetterQueue, testing } from '../src';
import {
  buildPing,
  deleteQueues,
  drainQueue,
  pingSchema,
  silentLogger,
  type PingEvent,
} from './support/fixtures';

const { uniqueName, eventually, testAmqpUrl, TcpProxy } = testing;

describe('event bus on the real broker', () => {
  let exchange: string;
  let queue: string;
  const buses: EventBus[] = [];

  function newBus(url = testAmqpUrl): EventBus {
    const bus = new EventBus({ url, exchange, logger: silentLogger });
    buses.push(bus);
    return bus;
  }

  beforeEach(() => {
    exchange = uniqueName('test.events');
    queue = uniqueName('test.consumer');
  });

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    await deleteQueues([queue, deadLetterQueue(queue)], [exchange, deadLetterExchange(exchange)]);
  });

  it('when an event is published with confirms, then the subscribed consumer receives it', async () => {
    const bus = newBus();
    await bus.start();
    const received: PingEvent[] = [];
    await bus.subscribe({
      queue,
      handlers: {
        'test.ping': { schema: pingSchema, handle: async (event: PingEvent) => void received.push(event) },
      },
    });
    const sent = buildPing(1);
    await bus.publish([sent]);
    await eventually(() => expect(received.map((e) => e.id)).toEqual([sent.id]));
  });

  it('when a handler keeps throwing, then it is retried a bounded number of times and dead-lettered', async () => {
    const bus = newBus();
    await bus.start();
    let attempts = 0;
    await bus.subscribe({
      queue,
      maxDeliveries: 3,
      retryDelayMs: 10,
      handlers: {
        'test.ping': {
          schema: pingSchema,
          handle: async () => {
            attempts += 1;
            throw new Error('always fails');
          },
        },
      },
    });
    const poison = buildPing(7);
    await bus.publish([poison]);
    await eventually(async () => expect(await drainQueue(deadLetterQueue(queue))).toEqual([poison]), 8000);
    expect(attempts).toBe(3);
  });

  it('when a message fails validation, then it goes to the dead-letter queue at once, unhandled', async () => {
    const bus = newBus();
    await bus.start();
    let handled = 0;
    await bus.subscribe({
      queue,
      handlers: { 'test.ping': { schema: pingSchema, handle: async () => void (handled += 1) } },
    });
    const invalid = buildPing(1, { data: { n: 'not a number' } });
    const valid = buildPing(2);
    await bus.publish([invalid, valid]);
    await eventually(async () => expect(await drainQueue(deadLetterQueue(queue))).toEqual([invalid]));
    await eventually(() => expect(handled).toBe(1));
  });

  it('when the connection drops, then the bus reconnects and nothing published is lost', async () => {
    const proxy = new TcpProxy('127.0.0.1', 5672);
    await proxy.start();
    try {
      const consumerBus = newBus(proxy.url());
      const publisherBus = newBus();
      let connections = 0;
      consumerBus.onConnected(() => (connections += 1));
      await consumerBus.start();
      await publisherBus.start();
      const seen = new Set<number>();
      await consumerBus.subscribe({
        queue,
        handlers: {
          'test.ping': { schema: pingSchema, handle: async (e: PingEvent) => void seen.add(e.data.n) },
        },
      });
      await publisherBus.publish([1, 2, 3].map((n) => buildPing(n)));
      await eventually(() => expect(seen.size).toBe(3));

      proxy.cutConnections();
      await publisherBus.publish([4, 5, 6].map((n) => buildPing(n)));
      await eventually(() => expect(connections).toBe(2), 8000);
      await eventually(() => expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]), 8000);
    } finally {
      await proxy.stop();
    }
  });

  it('when two copies subscribe per process, then each hears every event, and a copy that loses the broker is told it stopped listening and then that it listens again after a gap', async () => {
    const proxy = new TcpProxy('127.0.0.1', 5672);
    await proxy.start();
    try {
      const copies = [newBus(proxy.url()), newBus()];
      const publisher = newBus();
      const heard: number[][] = [[], []];
      let reattached = 0;
      let detached = 0;
      for (const [index, bus] of copies.entries()) {
        await bus.start();
        await bus.subscribe({
          queue,
          perProcess: {
            onAttached: (afterGap) => (afterGap && index === 0 ? (reattached += 1) : undefined),
            onDetached: () => (index === 0 ? (detached += 1) : undefined),
          },
          handlers: {
            'test.ping': {
              schema: pingSchema,
              handle: async (e: PingEvent) => void heard[index].push(e.data.n),
            },
          },
        });
      }
      await publisher.start();
      await publisher.publish([1, 2].map((n) => buildPing(n)));
      await eventually(() =>
        expect(heard).toEqual([
          [1, 2],
          [1, 2],
        ]),
      );

      proxy.cutConnections();
      await eventually(() => expect(reattached).toBe(1), 8000);
      expect(detached).toBe(1);
      await publisher.publish([buildPing(3)]);
      await eventually(
        () =>
          expect(heard).toEqual([
            [1, 2, 3],
            [1, 2, 3],
          ]),
        8000,
      );
    } finally {
      await proxy.stop();
    }
  });
});
