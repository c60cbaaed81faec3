import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { z } from 'zod';
import {
  EventBus,
  connectMongo,
  createApp,
  createEvent,
  deadLetterExchange,
  deadLetterQueue,
  setupTelemetry,
  testing,
  type EventEnvelope,
} from '../src';
import { deleteQueues, silentLogger } from './support/fixtures';

const { uniqueName, eventually, testAmqpUrl, testMongoUrl } = testing;
const exporter = new InMemorySpanExporter();
setupTelemetry({ serviceName: 'kit-test', exporter });
testing.instrumentDriversLoadedByJest();

const noteSchema = z.object({
  id: z.string(),
  type: z.literal('test.note'),
  version: z.number(),
  occurredAt: z.string(),
  traceparent: z.string(),
  data: z.object({ text: z.string() }),
});

describe('one trace from the HTTP request through the database and the broker to the consumer', () => {
  const exchange = uniqueName('test.events');
  const queue = uniqueName('test.trace');
  const bus = new EventBus({ url: testAmqpUrl, exchange, logger: silentLogger });

  afterAll(async () => {
    await bus.close();
    await deleteQueues([queue, deadLetterQueue(queue)], [exchange, deadLetterExchange(exchange)]);
  });

  it("when a request writes to the database and publishes an event that is consumed, then the libraries' spans form one chain", async () => {
    await bus.start();
    const mongo = await connectMongo(testMongoUrl, uniqueName('kit_trace'));
    const consumed: EventEnvelope[] = [];
    await bus.subscribe({
      queue,
      handlers: { 'test.note': { schema: noteSchema, handle: async (event) => void consumed.push(event) } },
    });
    const app = createApp({ name: 'kit-test', logLevel: 'silent' });
    app.post('/notes', async () => {
      await mongo.db.collection('notes').insertOne({ text: 'hello' });
      await bus.publish([createEvent('test.note', { text: 'hello' })]);
      return { ok: true };
    });
    const callerTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: { traceparent: `00-${callerTraceId}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(consumed).toHaveLength(1));
    const spans = await eventually(() => {
      const finished = exporter.getFinishedSpans();
      expect(finished.find((span) => span.kind === SpanKind.CONSUMER)).toBeDefined();
      return finished;
    });

    const server = spans.find((span) => span.name === 'POST /notes')!;
    const insert = spans.find(
      (span) => span.kind === SpanKind.CLIENT && span.attributes['db.operation.name'] === 'insert',
    )!;
    const publish = spans.find(isRoutedTo('test.note', SpanKind.PRODUCER))!;
    const consume = spans.find(isRoutedTo('test.note', SpanKind.CONSUMER))!;
    expect(server.kind).toBe(SpanKind.SERVER);
    expect(server.attributes['service.name']).toBe('kit-test');
    for (const span of [server, insert, publish, consume])
      expect(span.spanContext().traceId).toBe(callerTraceId);
    expect(server.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(insert.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(publish.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(consume.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(consumed[0]!.traceparent).toContain(callerTraceId);
    await app.close();
    await mongo.db.dropDatabase();
    await mongo.close();
  });
});

const isRoutedTo = (routingKey: string, kind: SpanKind) => (span: ReadableSpan) =>
  span.kind === kind && span.attributes['messaging.rabbitmq.routing_key'] === routingKey;
