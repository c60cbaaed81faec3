import pino from 'pino';
import { z } from 'zod';
import {
  EventBus,
  createApp,
  createEvent,
  deadLetterExchange,
  deadLetterQueue,
  setupTelemetry,
  testing,
} from '../src';
import { logTraceMixin } from '../src/telemetry/log-mixin';
import { deleteQueues } from './support/fixtures';

const { uniqueName, eventually, testAmqpUrl } = testing;
setupTelemetry({ serviceName: 'kit-logs', disabled: false });
testing.instrumentDriversLoadedByJest();

interface LogLine {
  msg: string;
  reqId?: string;
  traceId?: string;
  [key: string]: unknown;
}

function logCapture(): { lines: LogLine[]; stream: { write(line: string): void } } {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } };
}

const noteSchema = z.object({
  id: z.string(),
  type: z.literal('test.note'),
  version: z.number(),
  occurredAt: z.string(),
  traceparent: z.string(),
  data: z.object({ text: z.string() }),
});

describe('log lines join up with traces', () => {
  it.each(['info', 'debug'])(
    'when a request is served at %s, then every line it logs carries its request id and trace id',
    async (level) => {
      const { lines, stream } = logCapture();
      const app = createApp({ name: 'kit-logs', logLevel: level, logStream: stream });
      app.get('/hello', async (request) => {
        request.log.info('inside the handler');
        return { ok: true };
      });
      app.get('/broken', async () => {
        throw new Error('boom');
      });
      const callerTraceId = '0af7651916cd43dd8448eb211c80319c';
      // over a real socket: the completion line is written from the response's 'finish' event
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      await fetch(`${base}/hello`, { headers: { traceparent: `00-${callerTraceId}-b7ad6b7169203331-01` } });
      await app.inject({ url: '/broken', headers: { 'x-request-id': 'req-broken-1' } });
      await app.close();

      const requestLines = lines.filter((line) => line.reqId !== undefined);
      for (const line of requestLines) {
        expect(line).toMatchObject({ traceId: expect.stringMatching(/^[0-9a-f]{32}$/) });
      }
      // at info one line per request, written with the answer (issue 35: two lines a request cost the gateway
      // twice); Fastify's incoming line is there at debug
      const hello = requestLines.filter((line) => line.traceId === callerTraceId);
      expect(hello.map((line) => line.msg)).toEqual([
        ...(level === 'debug' ? ['incoming request'] : []),
        'inside the handler',
        'request completed',
      ]);
      expect(hello.at(-1)).toMatchObject({
        method: 'GET',
        url: '/hello',
        statusCode: 200,
        responseTime: expect.any(Number),
      });
      const broken = requestLines.filter((line) => line.reqId === 'req-broken-1');
      expect(broken.length).toBeGreaterThanOrEqual(level === 'debug' ? 3 : 2);
      expect(new Set(broken.map((line) => line.traceId)).size).toBe(1);
    },
  );

  it("when a consumer handles and retries an event, then its log lines carry the event's trace id", async () => {
    const { lines, stream } = logCapture();
    const logger = pino({ level: 'info', mixin: logTraceMixin }, stream);
    const exchange = uniqueName('test.events');
    const queue = uniqueName('test.logs');
    const bus = new EventBus({ url: testAmqpUrl, exchange, logger });
    try {
      await bus.start();
      let attempts = 0;
      await bus.subscribe({
        queue,
        retryDelayMs: 10,
        handlers: {
          'test.note': {
            schema: noteSchema,
            handle: async () => {
              attempts += 1;
              logger.info({ attempts }, 'handling a note');
              if (attempts === 1) throw new Error('first time fails');
            },
          },
        },
      });
      const traceId = '11112222333344445555666677778888';
      const event = {
        ...createEvent('test.note', { text: 'hi' }),
        traceparent: `00-${traceId}-1111222233334444-01`,
      };
      await bus.publish([event]);
      await eventually(() => expect(attempts).toBe(2));
      const messages = ['handling a note', 'handler failed, will retry'];
      const consumerLines = lines.filter((line) => messages.includes(line.msg));
      expect(consumerLines).toHaveLength(3);
      for (const line of consumerLines) expect(line.traceId).toBe(traceId);
    } finally {
      await bus.close();
      await deleteQueues([queue, deadLetterQueue(queue)], [exchange, deadLetterExchange(exchange)]);
    }
  });
});
