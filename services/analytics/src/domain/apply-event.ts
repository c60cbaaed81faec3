import {
  ORDER_DELETED,
  ORDER_PLACED,
  ORDER_STATUS_CHANGED,
  PROMO_USED,
  toPiastres,
  type OrderDeletedEvent,
  type OrderPlacedEvent,
  type OrderStatusChangedEvent,
  type PromoUsedEvent,
} from '@shop/contracts';
import { placedDayOf, placedFactsOf, statusKeyOf } from './order-projection';
import type { OrderProjections } from './order-projections';

export type ProjectedEvent = OrderPlacedEvent | OrderStatusChangedEvent | OrderDeletedEvent | PromoUsedEvent;

export const PROJECTED_EVENT_TYPES = [ORDER_PLACED, ORDER_STATUS_CHANGED, ORDER_DELETED, PROMO_USED] as const;

/** The one way an event changes the projection, live and in a rebuild alike (so both give the same figures). */
export async function applyEvent(
  projections: OrderProjections,
  event: ProjectedEvent,
  timeZone: string,
): Promise<void> {
  switch (event.type) {
    case ORDER_PLACED: {
      const facts = placedFactsOf(event);
      const key = statusKeyOf(event.data.revision, event.occurredAt);
      await projections.placed(event.data.orderId, placedDayOf(facts, timeZone), facts, key.at, key.revision);
      return;
    }
    case ORDER_STATUS_CHANGED: {
      const key = statusKeyOf(event.data.revision, event.occurredAt);
      await projections.status(event.data.orderId, event.data.to, key.revision, key.at);
      return;
    }
    case ORDER_DELETED:
      await projections.deleted(event.data.orderId);
      return;
    case PROMO_USED:
      await projections.promoUsed(
        event.data.orderId,
        event.data.promoCode,
        toPiastres(event.data.discountAmount),
      );
      return;
  }
}
