import { testing } from '@shop/service-kit';
import amqp from 'amqplib';

export interface EventTap {
  messages: Array<{ id: string; type: string; data: Record<string, unknown> }>;
  ofType(type: string): Array<{ id: string; type: string; data: Record<string, unknown> }>;
  /** Publishes straight onto the exchange, as another service (or a redelivery) would. */
  publish(event: { type: string }): Promise<void>;
  close(): Promise<void>;
}

/** Listens to the test exchange like any other service, to see what the catalog publishes. */
export async function tapEvents(exchange: string, routingKeys: string[]): Promise<EventTap> {
  const connection = await amqp.connect(testing.testAmqpUrl);
  const channel = await connection.createConfirmChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  for (const key of routingKeys) await channel.bindQueue(queue, exchange, key);
  const messages: EventTap['messages'] = [];
  await channel.consume(
    queue,
    (message) => message && messages.push(JSON.parse(message.content.toString())),
    {
      noAck: true,
    },
  );
  return {
    messages,
    ofType: (type) => messages.filter((m) => m.type === type),
    publish: async (event) => {
      channel.publish(exchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true });
      await channel.waitForConfirms();
    },
    close: async () => {
      await connection.close();
    },
  };
}
