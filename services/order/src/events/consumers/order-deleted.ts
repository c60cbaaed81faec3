import { OrderDeletedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { StatusHistory } from '../../domain/status-history';

/** A deleted order's status history goes with it (issue 32). */
export function orderDeleted(deps: {
  history: StatusHistory;
  log: FastifyBaseLogger;
}): EventHandler<OrderDeletedEvent> {
  return {
    schema: OrderDeletedEvent,
    async handle(event) {
      await deps.history.forget(event.data.orderId);
      deps.log.debug({ orderId: event.data.orderId }, 'status history forgotten');
    },
  };
}
