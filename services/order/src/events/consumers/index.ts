import type { FastifyInstance } from 'fastify';
import { ORDERS, type OrderDocument } from '../../domain/order-document';
import { promoUsedSubscription } from './promo-used';

export async function subscribeConsumers(app: FastifyInstance, queuePrefix: string): Promise<void> {
  const orders = app.db.collection<OrderDocument>(ORDERS);
  await app.bus.subscribe(promoUsedSubscription({ queue: `${queuePrefix}order.promo-details`, orders }));
}
