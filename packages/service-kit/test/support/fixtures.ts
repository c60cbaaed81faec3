import amqp from 'amqplib';
import pino from 'pino';
import { z } from 'zod';
import { testing, type EventEnvelope } from '../../src';

export const silentLogger = pino({ level: 'silent' });

export const pingSchema = z.object({
  id: z.string(),
  type: z.literal('test.ping'),
  version: z.number(),
  occurredAt: z.string(),
  traceparent: z.string(),
  data: z.object({ n: z.number() }),
});
export type PingEvent = z.infer<typeof pingSchema>;

export function buildPing(n: number, overrides: Partial<EventEnvelope> = {}): EventEnvelope {
  return {
    id: `evt-${n}-${Math.random().toString(36).slice(2)}`,
    type: 'test.ping',
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data: { n },
    ...overrides,
  };
}

/** Reads what sits in a queue, straight from the broker. */
export async function drainQueue(queue: string): Promise<unknown[]> {
  const connection = await amqp.connect(testing.testAmqpUrl);
  try {
    const channel = await connection.createChannel();
    const messages: unknown[] = [];
    for (;;) {
      const message = await channel.get(queue, { noAck: true });
      if (!message) break;
      messages.push(JSON.parse(message.content.toString()));
    }
    return messages;
  } finally {
    await connection.close();
  }
}

export async function deleteQueues(queues: string[], exchanges: string[] = []): Promise<void> {
  const connection = await amqp.connect(testing.testAmqpUrl);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) await channel.deleteQueue(queue);
    for (const exchange of exchanges) await channel.deleteExchange(exchange);
  } finally {
    await connection.close();
  }
}
