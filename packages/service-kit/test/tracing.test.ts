import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { z } from 'zod';
import {
  EventBus,
  createApp,
  createEvent,
  deadLetterExchange,
  deadLetterQueue,
  setupTelemetry,
  testing,
  type EventEnvelope,
} from '../src';
import { deleteQueues, silentLogger } from './support/fixtures';

const { uniqueName, eventually, testAmqpUrl } = testing;
const exporter = new InMemorySpanExporter();
setupTelemetry({ serviceName: 'kit-test', exporter });

const noteSchema = z.object({
  id: z.string(),
  type: z.literal('test.note'),
  version: z.number(),
  occurredAt: z.string(),
  traceparent: z.string(),
  data: z.object({ text: z.string() }),
});

describe('one trace from the HTTP request through the broker to the consumer', () => {
  const exchange = uniqueName('test.events');
  const queue = uniqueName('test.trace');
  const bus = new EventBus({ url: testAmqpUrl, exchange, logger: silentLogger });

  afterAll(async () => {
    await bus.close();
    await deleteQueues([queue, deadLetterQueue(queue)], [exchange, deadLetterExchange(exchange)]);
  });

  it('when a request publishes an event that is consumed, then request, publish and consume spans share one trace', async () => {
    await bus.start();
    const consumed: EventEnvelope[] = [];
    await bus.subscribe({
      queue,
      handlers: { 'test.note': { schema: noteSchema, handle: async (event) => void consumed.push(event) } },
    });
    const app = createApp({ name: 'kit-test', logLevel: 'silent' });
    app.post('/notes', async () => {
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
    await eventually(() => expect(exporter.getFinishedSpans().map((s) => s.name)).toContain('consume test.note'));

    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.name.startsWith('POST'))!;
    const publish = spans.find((s) => s.name === 'publish test.note')!;
    const consume = spans.find((s) => s.name === 'consume test.note')!;
    expect(server.spanContext().traceId).toBe(callerTraceId);
    expect(publish.spanContext().traceId).toBe(callerTraceId);
    expect(consume.spanContext().traceId).toBe(callerTraceId);
    expect(publish.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(consume.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(consumed[0]!.traceparent).toContain(callerTraceId);
    await app.close();
  });
});
