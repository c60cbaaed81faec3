import { z } from 'zod';
import { objectId } from '../common';
import { SelectedOptionsInput, cartQuantity } from '../resources/cart';
import { Product } from '../resources/product';

/*
 * The catalog's judgement of an order's lines, answered by the stock reservation (contract 2, stock-hold.ts):
 * the current price and what was chosen from, or why a line cannot be had. The order trusts only these prices.
 */

export const CATALOG_QUOTE_ITEMS_MAX = 100;

export const CatalogQuoteItemInput = z.strictObject({
  productId: objectId,
  quantity: cartQuantity,
  /** One Color and/or Size choice per bundle item, values by label. */
  selectedOptions: SelectedOptionsInput,
});
export type CatalogQuoteItemInput = z.infer<typeof CatalogQuoteItemInput>;

export const CatalogQuoteBody = z.strictObject({
  items: z.array(CatalogQuoteItemInput).min(1).max(CATALOG_QUOTE_ITEMS_MAX),
});
export type CatalogQuoteBody = z.infer<typeof CatalogQuoteBody>;

/** What the order needs of a product: the price in EGP (2 decimals) and what was chosen from. */
export const CatalogQuoteProduct = Product.pick({
  _id: true,
  title: true,
  titleAr: true,
  description: true,
  price: true,
  image: true,
  isBundle: true,
  bundleCount: true,
  options: true,
  availability: true,
  product_category_id: true,
});
export type CatalogQuoteProduct = z.infer<typeof CatalogQuoteProduct>;

/**
 * One answer per requested line, in the same order. `product` is null when the id is unknown;
 * `available` is false when the line cannot be ordered as asked, and `problems` says why in words
 * a shopper can read ('Only 2 left of Rose Lipstick (Color: Ruby)').
 */
export const CatalogQuoteLine = z.object({
  productId: objectId,
  product: CatalogQuoteProduct.nullable(),
  available: z.boolean(),
  problems: z.array(z.string()),
});
export type CatalogQuoteLine = z.infer<typeof CatalogQuoteLine>;
