import { randomUUID } from 'node:crypto';
import { ORDER_PLACED, type OrderPlacedEvent } from '@shop/contracts';
import amqp from 'amqplib';
import { ObjectId, type MongoClient } from 'mongodb';

/**
 * A poison message for the cart's `order.placed` consumer: a valid envelope whose handler always throws,
 * because the test gives its session a cart whose `emptiedForOrders` is not an array (every `$push` to it
 * fails). Catalog finds no such product and promo no promo, so only the cart's queue is affected.
 */
export async function publishPoisonOrderPlaced(options: {
  client: MongoClient;
  amqpUrl: string;
  exchange?: string;
}): Promise<{ sessionId: string; eventId: string }> {
  const sessionId = `poison_${randomUUID().replace(/-/g, '')}`;
  await options.client
    .db('cart')
    .collection<{ _id: string; [field: string]: unknown }>('carts')
    .insertOne({ _id: sessionId, items: [], emptiedForOrders: 'not-an-array', version: 1, createdAt: new Date() });
  const event: OrderPlacedEvent = {
    id: randomUUID(),
    type: ORDER_PLACED,
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data: {
      orderId: new ObjectId().toHexString(),
      sessionId,
      userId: null,
      customerEmail: 'poison@example.com',
      items: [{ productId: new ObjectId().toHexString(), title: 'Nothing', quantity: 1, unitPrice: 100, selectedOptions: [] }],
      promo: null,
      subtotal: 100,
      discountAmount: 0,
      totalAmount: 100,
    },
  };
  const connection = await amqp.connect(options.amqpUrl);
  try {
    const channel = await connection.createConfirmChannel();
    channel.publish(options.exchange ?? 'shop.events', ORDER_PLACED, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return { sessionId, eventId: event.id };
}
