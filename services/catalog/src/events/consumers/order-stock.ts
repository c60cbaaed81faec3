import {
  ORDER_DELETED,
  ORDER_PLACED,
  ORDER_REVISED,
  ORDER_STATUS_CHANGED,
  OrderDeletedEvent,
  OrderPlacedEvent,
  OrderRevisedEvent,
  OrderStatusChangedEvent,
} from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { orderStateOf, type StockHolds } from '../../domain/stock/stock-holds';

/**
 * An order's units follow its life (queue `catalog.stock`): kept once it is stored, given back when it is
 * Cancelled, Refunded or deleted, taken again when it comes back. The hold applies only revisions newer than it
 * has, so a redelivered, late or doubled event changes nothing.
 */
export function orderStockSubscription(deps: {
  queue: string;
  stock: StockHolds;
  log: FastifyBaseLogger;
}): Subscription {
  const { stock, log } = deps;
  return {
    queue: deps.queue,
    handlers: {
      [ORDER_PLACED]: {
        schema: OrderPlacedEvent,
        handle: async (event: OrderPlacedEvent) => {
          const hold = await stock.placed(event.data.orderId);
          if (!hold) log.warn({ orderId: event.data.orderId }, 'order placed without a stock hold');
          else if (!hold.held && hold.live === false && hold.revision <= 1) {
            log.error(
              { orderId: event.data.orderId, refused: hold.refused },
              'placed order could not get its stock back',
            );
          }
        },
      },
      [ORDER_STATUS_CHANGED]: {
        schema: OrderStatusChangedEvent,
        handle: async (event: OrderStatusChangedEvent) => {
          const { orderId, revision, to } = event.data;
          if (revision === undefined) return log.warn({ orderId }, 'order.status_changed without a revision');
          const state = orderStateOf(revision, to);
          const hold = await stock.tell(orderId, state);
          if (hold && state.live && hold.revision < revision) {
            log.error({ orderId, refused: hold.refused }, 'reactivated order could not get its stock back');
          }
        },
      },
      // The order skipped past a revision the hold may have been told (a revival that did not happen).
      [ORDER_REVISED]: {
        schema: OrderRevisedEvent,
        handle: async (event: OrderRevisedEvent) => {
          const { orderId, revision, status } = event.data;
          await stock.tell(orderId, orderStateOf(revision, status));
        },
      },
      [ORDER_DELETED]: {
        schema: OrderDeletedEvent,
        handle: async (event: OrderDeletedEvent) => {
          const { orderId, revision } = event.data;
          if (revision === undefined) return log.warn({ orderId }, 'order.deleted without a revision');
          await stock.tell(orderId, { revision, live: false, because: 'deleted' });
        },
      },
    },
  };
}
