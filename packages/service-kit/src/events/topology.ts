import type { Channel } from 'amqplib';

/** Names derived from the one topic exchange, so every service declares the same topology. */
export function deadLetterExchange(exchange: string): string {
  return `${exchange}.dlx`;
}

export function deadLetterQueue(queue: string): string {
  return `${queue}.dlq`;
}

export async function declareExchanges(channel: Channel, exchange: string): Promise<void> {
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertExchange(deadLetterExchange(exchange), 'direct', { durable: true });
}

/**
 * A consumer's durable quorum queue with its dead-letter queue. Quorum queues count deliveries, so
 * `x-delivery-limit` bounds retries on the broker too (RabbitMQ 3.10 sets no limit by default), and
 * at-least-once dead-lettering means a message that gives up is moved, never dropped.
 */
export async function declareConsumerQueue(
  channel: Channel,
  exchange: string,
  queue: string,
  routingKeys: string[],
  maxDeliveries: number,
): Promise<void> {
  const dlx = deadLetterExchange(exchange);
  const dlq = deadLetterQueue(queue);
  await channel.assertQueue(dlq, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await channel.bindQueue(dlq, dlx, queue);
  await channel.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-delivery-limit': maxDeliveries,
      'x-dead-letter-exchange': dlx,
      'x-dead-letter-routing-key': queue,
      'x-dead-letter-strategy': 'at-least-once',
      'x-overflow': 'reject-publish',
    },
  });
  for (const key of routingKeys) await channel.bindQueue(queue, exchange, key);
}

/** A queue that only this connection reads and that goes away with it (see `Subscription.perProcess`). */
export async function declareProcessQueue(
  channel: Channel,
  exchange: string,
  queue: string,
  routingKeys: string[],
): Promise<void> {
  await channel.assertQueue(queue, { exclusive: true, autoDelete: true, durable: false });
  for (const key of routingKeys) await channel.bindQueue(queue, exchange, key);
}
