import type { DiscountType } from '@shop/contracts';

export interface Discount {
  discountPiastres: number;
  discountedSubtotalPiastres: number;
}

/**
 * The discount a promo gives on a subtotal, in integer piastres. A percentage is rounded to the piastre,
 * half up; a fixed amount (in whole EGP) never takes the subtotal below zero.
 */
export function computeDiscount(subtotalPiastres: number, type: DiscountType, value: number): Discount {
  const wanted = type === 'percentage' ? Math.floor((subtotalPiastres * value + 50) / 100) : value * 100;
  const discountPiastres = Math.min(wanted, subtotalPiastres);
  return { discountPiastres, discountedSubtotalPiastres: subtotalPiastres - discountPiastres };
}
