import { z } from 'zod';
import { isoDateTime, objectId, pageFields } from '../common';
import { StockChange, StockChangeActor, StockChangeReason } from '../events/product-stock-changed';

export const STOCK_HISTORY_LIMIT_DEFAULT = 10;
export const STOCK_HISTORY_LIMIT_MAX = 50;
const STOCK_HISTORY_PAGE_MAX = 10_000;

/** One change of a product's stock, as the admin's product page lists it (newest first). */
export const StockHistoryEntry = z.object({
  _id: z.string(),
  at: isoDateTime,
  reason: StockChangeReason,
  orderId: objectId.nullable(),
  by: StockChangeActor,
  changes: z.array(StockChange),
});
export type StockHistoryEntry = z.infer<typeof StockHistoryEntry>;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** `GET /api/products/{id}/stock-history?page=&limit=` (admins). */
export const StockHistoryQuery = z.strictObject({
  page: positiveInt(STOCK_HISTORY_PAGE_MAX).default(1),
  limit: positiveInt(STOCK_HISTORY_LIMIT_MAX).default(STOCK_HISTORY_LIMIT_DEFAULT),
});
export type StockHistoryQuery = z.infer<typeof StockHistoryQuery>;

export const StockHistoryResponse = z.object({ entries: z.array(StockHistoryEntry), ...pageFields });
export type StockHistoryResponse = z.infer<typeof StockHistoryResponse>;
