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
import type { DaySummaries } from './day-summaries';
import type { OrderProjections } from './order-projections';

export type ProjectedEvent = OrderPlacedEvent | OrderStatusChangedEvent | OrderDeletedEvent | PromoUsedEvent;

export const PROJECTED_EVENT_TYPES = [ORDER_PLACED, ORDER_STATUS_CHANGED, ORDER_DELETED, PROMO_USED] as const;

/** The read model an event changes: the order's document, then its day's summary version. */
export interface ReadModel {
  projections: OrderProjections;
  summaries: DaySummaries;
}

/**
 * The one way an event changes the read model, live and in a rebuild alike (so both give the same figures): the
 * order's document is written, then its day (when order.placed has given it one) is bumped, always in that order
 * (the invariant in day-summaries.ts). An event before order.placed has no day to bump: the placement bumps it.
 */
export async function applyEvent(model: ReadModel, event: ProjectedEvent, timeZone: string): Promise<void> {
  const day = await project(model.projections, event, timeZone);
  if (day) await model.summaries.bump(day);
}

/** Writes the event into its order's document; answers the order's day as it stands after the write. */
function project(
  projections: OrderProjections,
  event: ProjectedEvent,
  timeZone: string,
): Promise<string | undefined> {
  switch (event.type) {
    case ORDER_PLACED: {
      const facts = placedFactsOf(event);
      const key = statusKeyOf(event.data.revision, event.occurredAt);
      return projections.placed(
        event.data.orderId,
        placedDayOf(facts, timeZone),
        facts,
        key.at,
        key.revision,
      );
    }
    case ORDER_STATUS_CHANGED: {
      const key = statusKeyOf(event.data.revision, event.occurredAt);
      return projections.status(event.data.orderId, event.data.to, key.revision, key.at);
    }
    case ORDER_DELETED:
      return projections.deleted(event.data.orderId);
    case PROMO_USED:
      return projections.promoUsed(
        event.data.orderId,
        event.data.promoCode,
        toPiastres(event.data.discountAmount),
      );
  }
}
