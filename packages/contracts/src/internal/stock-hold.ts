import { z } from 'zod';
import { objectId } from '../common';
import { orderRevision } from '../events/order-placed';
import { OrderStatus } from '../resources/order-status';
import { CATALOG_QUOTE_ITEMS_MAX, CatalogQuoteItemInput, CatalogQuoteLine } from './catalog-quote';

/*
 * Contract 2 (internal, never routed by the gateway): the catalog owns stock, so an order's units are taken
 * there, atomically, before the order is stored: a hold keyed by the order id. The order service places only
 * what the catalog reserved, and tells it when the order stops or starts holding its units again.
 */

export const STOCK_HOLDS_PATH = '/internal/stock/holds';
export const stockHoldPath = (orderId: string) => `${STOCK_HOLDS_PATH}/${orderId}`;

/** Reserve: the order's lines, priced and judged like a quote, then taken from stock under the order's id. */
export const ReserveStockBody = z.strictObject({
  orderId: objectId,
  items: z.array(CatalogQuoteItemInput).min(1).max(CATALOG_QUOTE_ITEMS_MAX),
});
export type ReserveStockBody = z.infer<typeof ReserveStockBody>;

/** 200: every line reserved, with the catalog's price; 409 OUT_OF_STOCK names each line refused. */
export const ReserveStockResponse = z.object({ items: z.array(CatalogQuoteLine) });
export type ReserveStockResponse = z.infer<typeof ReserveStockResponse>;

/**
 * The order's status as of one of its revisions: live orders (not Cancelled or Refunded) hold their units. A newer revision than the hold
 * has is applied (a live one may be refused with 409 OUT_OF_STOCK); an older or equal one changes nothing.
 * `placed: false` says the order was never stored (its placement failed): the units of revision 1 go back.
 */
export const StockHoldStateBody = z.discriminatedUnion('placed', [
  z.strictObject({ placed: z.literal(true), revision: orderRevision, status: OrderStatus }),
  z.strictObject({ placed: z.literal(false) }),
]);
export type StockHoldStateBody = z.infer<typeof StockHoldStateBody>;

export const StockHoldAnswer = z.object({
  orderId: objectId,
  revision: z.number().int().min(0),
  live: z.boolean(),
  held: z.boolean(),
});
export type StockHoldAnswer = z.infer<typeof StockHoldAnswer>;

export const OrderIdParams = z.strictObject({ orderId: objectId });
