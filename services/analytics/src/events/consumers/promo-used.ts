import { PromoUsedEvent } from '@shop/contracts';
import { projecting, type ProjectionDeps } from './project';

/** promo.used → the order's promo code and the discount it gave. */
export const promoUsed = (deps: ProjectionDeps) => projecting(PromoUsedEvent, deps);
