import {
  PRODUCT_DELETED,
  PRODUCT_STOCK_CHANGED,
  PRODUCT_UPDATED,
  type Product,
  type ProductStockChangedData,
} from '@shop/contracts';
import { createEvent } from '@shop/service-kit';

/** A full snapshot, so the cart never has to call back. */
export function productUpdated(product: Product) {
  return createEvent(PRODUCT_UPDATED, { product });
}

export function productDeleted(productId: string) {
  return createEvent(PRODUCT_DELETED, { productId });
}

/** The product's stock history is built from these: one per write that moves stock, in that same write. */
export function productStockChanged(data: Omit<ProductStockChangedData, 'at'>) {
  return createEvent(PRODUCT_STOCK_CHANGED, { ...data, at: new Date().toISOString() });
}
