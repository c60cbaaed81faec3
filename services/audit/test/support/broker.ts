import amqp from 'amqplib';
import { deadLetterExchange, deadLetterQueue, testing } from '@shop/service-kit';

/** Removes what a test file declared on the shared broker: its queues (and dead-letter queues) and exchange. */
export async function deleteBrokerObjects(queues: string[], exchange: string): Promise<void> {
  const connection = await amqp.connect(testing.testAmqpUrl, { timeout: 5000 });
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(deadLetterQueue(queue));
    }
    await channel.deleteExchange(exchange);
    await channel.deleteExchange(deadLetterExchange(exchange));
  } finally {
    await connection.close();
  }
}
