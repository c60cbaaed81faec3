import { promoDiscountPiastres, type DiscountType } from '@shop/contracts';

export interface Discount {
  discountPiastres: number;
  discountedSubtotalPiastres: number;
}

/**
 * The discount a promo gives on a subtotal, in integer piastres: the contracts' one formula, the checkout's
 * too (a percentage rounded half up to the piastre; a fixed amount never takes the subtotal below zero).
 */
export function computeDiscount(subtotalPiastres: number, type: DiscountType, value: number): Discount {
  const discountPiastres = promoDiscountPiastres(type, value, subtotalPiastres);
  return { discountPiastres, discountedSubtotalPiastres: subtotalPiastres - discountPiastres };
}
