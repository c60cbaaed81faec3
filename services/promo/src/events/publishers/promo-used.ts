import { PROMO_USED, type PromoUsedData } from '@shop/contracts';
import { createEvent } from '@shop/service-kit';

/** Raised once per order that used a promo, with the usage count that order brought it to. */
export function promoUsedEvent(data: PromoUsedData) {
  return createEvent(PROMO_USED, data);
}
