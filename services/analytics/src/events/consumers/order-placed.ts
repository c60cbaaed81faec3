import { OrderPlacedEvent } from '@shop/contracts';
import { projecting, type ProjectionDeps } from './project';

/** order.placed → the order's placement facts: its Cairo day, lines, totals, city and promo. */
export const orderPlaced = (deps: ProjectionDeps) => projecting(OrderPlacedEvent, deps);
