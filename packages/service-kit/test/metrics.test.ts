import amqp from 'amqplib';
import {
  createApp,
  deadLetterExchange,
  deadLetterQueue,
  eventsOnInsert,
  infrastructurePlugin,
  testing,
  type App,
} from '../src';
import { buildPing, deleteQueues, pingSchema } from './support/fixtures';

const { uniqueName, eventually, testAmqpUrl, testMongoUrl, metricSample } = testing;

describe('GET /metrics of a service', () => {
  const exchange = uniqueName('test.events');
  const slowQueue = uniqueName('test.metrics-slow');
  const badQueue = uniqueName('test.metrics-bad');
  let app: App;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    app = createApp({ name: 'kit-metrics', logLevel: 'silent' });
    await app.register(infrastructurePlugin, {
      mongoUrl: testMongoUrl,
      dbName: uniqueName('kit_metrics'),
      amqpUrl: testAmqpUrl,
      exchange,
      outboxCollections: ['parcels'],
      // the relay must not drain the backlog this test builds
      outboxPollIntervalMs: 600_000,
    });
    app.get('/parcels/:id', async () => ({ ok: true }));
    app.get('/explode', async () => {
      throw new Error('boom');
    });
    await app.ready();
  });

  afterAll(async () => {
    release();
    await app.db.dropDatabase();
    await app.close();
    const queues = [slowQueue, badQueue].flatMap((queue) => [queue, deadLetterQueue(queue)]);
    await deleteQueues(queues, [exchange, deadLetterExchange(exchange)]);
  });

  async function scrape(): Promise<string> {
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    return res.body;
  }

  it('when requests were answered, then they are counted by route pattern, never by raw URL', async () => {
    await app.inject('/parcels/abc');
    await app.inject('/parcels/def');
    await app.inject('/explode');
    await app.inject('/no/such/page');
    const text = await scrape();
    const route = { method: 'GET', route: '/parcels/:id', status_code: '200' };
    expect(metricSample(text, 'http_requests_total', route)).toBe(2);
    expect(metricSample(text, 'http_request_duration_seconds_count', route)).toBe(2);
    expect(metricSample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(metricSample(text, 'http_server_errors_total', { route: '/explode', status_code: '500' })).toBe(1);
    expect(metricSample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('/parcels/abc');
    expect(text).toContain('service="kit-metrics"');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('when documents hold unpublished events, then the outbox backlog counts them', async () => {
    const parcels = app.db.collection('parcels');
    await parcels.insertMany([
      { n: 1, ...eventsOnInsert([buildPing(1)]) },
      { n: 2, ...eventsOnInsert([buildPing(2)]) },
      { n: 3 },
    ]);
    expect(metricSample(await scrape(), 'outbox_pending_documents', { collection: 'parcels' })).toBe(2);
  });

  it('when a consumer falls behind and a message is dead-lettered, then lag, dead letters and outcomes show', async () => {
    let started = 0;
    await app.bus.subscribe({
      queue: slowQueue,
      prefetch: 1,
      handlers: {
        'test.ping': {
          schema: pingSchema,
          handle: async () => {
            started += 1;
            await held;
          },
        },
      },
    });
    await app.bus.subscribe({
      queue: badQueue,
      handlers: { 'test.bad': { schema: pingSchema, handle: async () => undefined } },
    });
    await app.bus.publish([buildPing(1), buildPing(2), buildPing(3)]);
    await publishRaw(exchange, 'test.bad', 'not json');
    await eventually(() => expect(started).toBe(1));

    const text = await eventually(async () => {
      const body = await scrape();
      expect(metricSample(body, 'rabbitmq_queue_messages_ready', { queue: slowQueue })).toBe(2);
      expect(metricSample(body, 'rabbitmq_dead_letter_messages', { queue: badQueue })).toBe(1);
      return body;
    }, 15_000);
    expect(metricSample(text, 'rabbitmq_dead_letter_messages', { queue: slowQueue })).toBe(0);
    expect(metricSample(text, 'messages_consumed_total', { queue: badQueue, outcome: 'dead_lettered' })).toBe(
      1,
    );
    release();
    await eventually(async () =>
      expect(
        metricSample(await scrape(), 'messages_consumed_total', { queue: slowQueue, outcome: 'ok' }),
      ).toBe(3),
    );
  }, 30_000);
});

async function publishRaw(exchange: string, routingKey: string, content: string): Promise<void> {
  const connection = await amqp.connect(testAmqpUrl);
  try {
    const channel = await connection.createConfirmChannel();
    channel.publish(exchange, routingKey, Buffer.from(content));
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}
