import { PRODUCT_DELETED, PRODUCT_UPDATED, type Product } from '@shop/contracts';
import { createEvent } from '@shop/service-kit';

/** A full snapshot, so the cart never has to call back. */
export function productUpdated(product: Product) {
  return createEvent(PRODUCT_UPDATED, { product });
}

export function productDeleted(productId: string) {
  return createEvent(PRODUCT_DELETED, { productId });
}
