import { PRODUCT_STOCK_CHANGED, ProductStockChangedEvent } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { StockHistory } from '../../domain/stock/stock-history';

/** Each stock change, raised in the write that made it, becomes an entry of its product's history once. */
export function stockHistorySubscription(deps: { queue: string; history: StockHistory }): Subscription {
  return {
    queue: deps.queue,
    handlers: {
      [PRODUCT_STOCK_CHANGED]: {
        schema: ProductStockChangedEvent,
        handle: (event: ProductStockChangedEvent) => deps.history.record(event),
      },
    },
  };
}
