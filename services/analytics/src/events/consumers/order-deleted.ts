import { OrderDeletedEvent } from '@shop/contracts';
import { projecting, type ProjectionDeps } from './project';

/** order.deleted → the order counts nowhere from now on. */
export const orderDeleted = (deps: ProjectionDeps) => projecting(OrderDeletedEvent, deps);
