import { OrderStatusChangedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { StatusHistory } from '../../domain/status-history';

/** The order's own status changes, one history entry per revision (issue 32); a redelivery writes nothing new. */
export function orderStatusChanged(deps: {
  history: StatusHistory;
  log: FastifyBaseLogger;
}): EventHandler<OrderStatusChangedEvent> {
  return {
    schema: OrderStatusChangedEvent,
    async handle(event) {
      const { orderId, revision, to } = event.data;
      await deps.history.record({
        orderId,
        revision,
        status: to,
        at: new Date(event.occurredAt),
        eventId: event.id,
      });
      deps.log.debug({ orderId, revision, to }, 'status history recorded');
    },
  };
}
