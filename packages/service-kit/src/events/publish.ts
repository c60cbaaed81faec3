import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ConfirmChannel } from 'amqplib';
import { ServiceUnavailableError } from '../errors';
import { contextFromTraceparent, currentTraceparent, tracer } from '../telemetry/tracing';
import type { EventEnvelope } from './envelope';

/**
 * Publishes a batch and resolves once the broker has confirmed every message (persistent, routed by event
 * type). Each message gets a producer span whose parent is the trace the event was created in, and carries
 * that span's `traceparent` header so the consumer continues the same trace.
 */
export async function publishWithConfirms(
  channel: ConfirmChannel,
  exchange: string,
  events: EventEnvelope[],
  timeoutMs: number,
): Promise<void> {
  const confirmations = events.map((event) => {
    const span = tracer().startSpan(
      `publish ${event.type}`,
      { kind: SpanKind.PRODUCER, attributes: { 'messaging.system': 'rabbitmq', 'messaging.message.id': event.id } },
      contextFromTraceparent(event.traceparent),
    );
    const traceparent = currentTraceparent(trace.setSpan(context.active(), span));
    return new Promise<void>((resolve, reject) => {
      channel.publish(
        exchange,
        event.type,
        Buffer.from(JSON.stringify(event)),
        {
          persistent: true,
          contentType: 'application/json',
          messageId: event.id,
          type: event.type,
          timestamp: Math.floor(Date.now() / 1000),
          headers: { traceparent },
        },
        (error) => {
          if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: 'nacked by the broker' });
          span.end();
          if (error) reject(new ServiceUnavailableError('The broker refused a message', 'BROKER_NACK'));
          else resolve();
        },
      );
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ServiceUnavailableError('The broker did not confirm in time', 'BROKER_TIMEOUT')),
      timeoutMs,
    );
  });
  try {
    await Promise.race([Promise.all(confirmations), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
