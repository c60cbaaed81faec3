import type { FastifyInstance } from 'fastify';
import { ORDERS, type OrderDocument } from '../../domain/order-document';
import { promoUsedSubscription } from './promo-used';

export interface ConsumerOptions {
  /** Prepended to the durable queue names (tests). */
  queuePrefix: string;
}

export async function subscribeConsumers(
  app: FastifyInstance,
  { queuePrefix }: ConsumerOptions,
): Promise<void> {
  const orders = app.db.collection<OrderDocument>(ORDERS);
  await app.bus.subscribe(
    promoUsedSubscription({ queue: `${queuePrefix}order.promo-details`, orders }),
  );
}
