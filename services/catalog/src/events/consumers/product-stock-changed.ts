import { ProductStockChangedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { StockHistory } from '../../domain/stock/stock-history';

/** Each stock change, raised in the write that made it, becomes an entry of its product's history once. */
export function productStockChanged(deps: { history: StockHistory }): EventHandler<ProductStockChangedEvent> {
  return {
    schema: ProductStockChangedEvent,
    handle: (event) => deps.history.record(event),
  };
}
