import type { OrderStatus } from '@shop/contracts';
import { STOCK_HOLDS_PATH, stockHoldPath } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import { randomUUID } from 'node:crypto';
import type { ProductAnswer } from './builders';
import { startCatalog, type CatalogTestbed } from './catalog-app';
import { tapEvents, type EventTap } from './event-tap';
import { filledBeforeAll } from './use-catalog';

type Choice = { name: string; value: string };
export interface HoldLine {
  productId: string;
  quantity: number;
  selectedOptions: Choice[];
}

export const line = (productId: string, quantity: number, selectedOptions: Choice[]): HoldLine => ({
  productId,
  quantity,
  selectedOptions,
});

/** What the order service asks at placement: take these lines under this order id. */
export function reserve(app: FastifyInstance, lines: HoldLine[], orderId = new ObjectId().toHexString()) {
  return app.inject({ method: 'POST', url: STOCK_HOLDS_PATH, payload: { orderId, items: lines } });
}

/** What the order service says when a status change revives an order, or when its placement failed. */
export function setHold(
  app: FastifyInstance,
  orderId: string,
  state: { revision: number; status: OrderStatus } | 'not placed',
) {
  const payload = state === 'not placed' ? { placed: false } : { placed: true, ...state };
  return app.inject({ method: 'PUT', url: stockHoldPath(orderId), payload });
}

export const stockOf = (product: ProductAnswer, name: string, label: string) =>
  product.options.find((o) => o.name === name)!.values.find((v) => v.label === label)!.stock;

const envelope = (type: string, data: object) => ({
  id: randomUUID(),
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  traceparent: '',
  data,
});

const order = (orderId: string) => ({
  orderId,
  sessionId: 'Yk3x_9QpLr2T-vWm8ZaB1c',
  userId: null,
  customerEmail: 'mariam.hassan@example.com',
  items: [
    { productId: new ObjectId().toHexString(), title: 'x', quantity: 1, unitPrice: 1, selectedOptions: [] },
  ],
  promo: null,
  subtotal: 1,
  discountAmount: 0,
  totalAmount: 1,
  revision: 1,
});

/** The order service's events, as the catalog's queue receives them. */
export const orderEvents = {
  placed: (orderId: string) => envelope('order.placed', order(orderId)),
  statusChanged: (orderId: string, to: OrderStatus, revision: number) =>
    envelope('order.status_changed', {
      orderId,
      from: 'Incoming',
      to,
      changedBy: null,
      promo: null,
      revision,
    }),
  revised: (orderId: string, status: OrderStatus, revision: number) =>
    envelope('order.revised', { orderId, status, revision }),
  deleted: (orderId: string, revision: number) =>
    envelope('order.deleted', { orderId, status: 'Incoming', promo: null, revision }),
};

export const ruby = { name: 'Color', value: 'Ruby' };

/** A catalog for the file, and a tap on its exchange to publish the order service's events as it would. */
export function useCatalogWithOrders(): CatalogTestbed & { tap: EventTap } {
  return filledBeforeAll(
    async () => {
      const bed = await startCatalog();
      return { ...bed, tap: await tapEvents(bed.exchange, []) };
    },
    async (bed) => {
      await bed.tap.close();
      await bed.close();
    },
  );
}
