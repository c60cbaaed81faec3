import { context } from '@opentelemetry/api';
import type { ConfirmChannel } from 'amqplib';
import { ServiceUnavailableError } from '../errors';
import { contextFromTraceparent } from '../telemetry/tracing';
import type { EventEnvelope } from './envelope';

/**
 * Publishes a batch and resolves once the broker has confirmed every message (persistent, routed by event
 * type). Each message is published inside the trace the event was created in (an outbox relays it later, from
 * no request at all), so amqplib's instrumentation makes its producer span a child of that trace and puts the
 * `traceparent` header the consumer continues from.
 */
export async function publishWithConfirms(
  channel: ConfirmChannel,
  exchange: string,
  events: EventEnvelope[],
  timeoutMs: number,
): Promise<void> {
  const confirmations = events.map(
    (event) =>
      new Promise<void>((resolve, reject) => {
        context.with(contextFromTraceparent(event.traceparent), () =>
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
            },
            (error) => {
              if (error) reject(new ServiceUnavailableError('The broker refused a message', 'BROKER_NACK'));
              else resolve();
            },
          ),
        );
      }),
  );
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
