import type { OrderPlacedEvent } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ObjectId } from 'mongodb';
import type { ProductStore } from '../products/product-store';
import { decrementStock } from './decrement-stock';
import type { OrderedLine } from './option-demand';

/** How many applied event ids a product remembers: redeliveries come within seconds, not 200 orders later. */
export const APPLIED_EVENTS_KEPT = 200;

/**
 * Takes an order's units out of the stock of each chosen option value, exactly once per event: the
 * event id is written with the new stock in one version-guarded write, so a redelivery, a second
 * replica or a crash between two products never takes anything twice.
 */
export async function applyOrderToStock(
  products: ProductStore,
  event: OrderPlacedEvent,
  logger: FastifyBaseLogger,
): Promise<void> {
  const linesByProduct = new Map<string, OrderedLine[]>();
  for (const item of event.data.items) {
    linesByProduct.set(item.productId, [...(linesByProduct.get(item.productId) ?? []), item]);
  }
  for (const [productId, lines] of linesByProduct) {
    const result = await products.mutate(new ObjectId(productId), (current) => {
      if (current.appliedEvents.includes(event.id)) return null;
      const decrement = decrementStock(current.options, lines);
      if (!decrement.changed) return null;
      if (decrement.oversold.length > 0) {
        logger.warn(
          { productId, orderId: event.data.orderId, values: decrement.oversold },
          'order took more than was in stock',
        );
      }
      return {
        options: decrement.options,
        availability: decrement.soldOut ? false : current.availability,
        appliedEvents: [...current.appliedEvents, event.id].slice(-APPLIED_EVENTS_KEPT),
      };
    });
    if (result.status === 'missing')
      logger.info({ productId, orderId: event.data.orderId }, 'ordered product is gone');
  }
}
