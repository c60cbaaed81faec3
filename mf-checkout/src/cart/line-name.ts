import type { CartLine } from './cart-lines';

/** The name a row shows: the Arabic title on an Arabic page when the cart knows one, else the English one. */
export function lineName(line: Pick<CartLine, 'name' | 'nameAr'>, language: 'en' | 'ar'): string {
  return language === 'ar' && line.nameAr ? line.nameAr : line.name;
}
