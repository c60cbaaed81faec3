import { z } from 'zod';
import { isoDateTime, objectId } from '../common';
import { eventEnvelope } from './envelope';

export const PRODUCT_STOCK_CHANGED = 'product.stock_changed';

/** Why a value's stock moved: an order took it or gave it back, or an admin set it. */
export const STOCK_CHANGE_REASONS = [
  'reserved',
  'reactivated',
  'not placed',
  'cancelled',
  'refunded',
  'deleted',
  'set by admin',
] as const;
export const StockChangeReason = z.enum(STOCK_CHANGE_REASONS);
export type StockChangeReason = z.infer<typeof StockChangeReason>;

/** One option value's move: `delta` units (negative when taken), `stock` after it. */
export const StockChange = z.object({
  option: z.string(),
  value: z.string(),
  delta: z.number().int(),
  stock: z.number().int().min(0),
});
export type StockChange = z.infer<typeof StockChange>;

/** Who moved it: the order (its id) or the admin (user id and e-mail, when known). */
export const StockChangeActor = z.object({
  kind: z.enum(['order', 'admin']),
  id: z.string().nullable(),
  name: z.string().nullable(),
});
export type StockChangeActor = z.infer<typeof StockChangeActor>;

/** Raised in the same write as the stock change it describes: the product's stock history is built from it. */
export const ProductStockChangedData = z.object({
  productId: objectId,
  title: z.string(),
  reason: StockChangeReason,
  orderId: objectId.nullable(),
  by: StockChangeActor,
  changes: z.array(StockChange).min(1),
  at: isoDateTime,
});
export type ProductStockChangedData = z.infer<typeof ProductStockChangedData>;

export const ProductStockChangedEvent = eventEnvelope(PRODUCT_STOCK_CHANGED, 1, ProductStockChangedData);
export type ProductStockChangedEvent = z.infer<typeof ProductStockChangedEvent>;
