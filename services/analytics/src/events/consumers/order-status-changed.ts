import { OrderStatusChangedEvent } from '@shop/contracts';
import { projecting, type ProjectionDeps } from './project';

/** order.status_changed → the order's status, when newer than the one kept. */
export const orderStatusChanged = (deps: ProjectionDeps) => projecting(OrderStatusChangedEvent, deps);
