import type { Translate } from '@shop/app-context';

/* Storefront spec §8, add to cart; `title` is the one the shopper sees. */
export function addedToCartMessage(product: { title: string; isBundle: boolean }, quantity: number, t: Translate): string {
  return product.isBundle ? t('product.addedBundle', { title: product.title }) : t('product.added', { quantity, title: product.title });
}
