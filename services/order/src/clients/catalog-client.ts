import {
  ReserveStockResponse,
  STOCK_HOLDS_PATH,
  StockHoldAnswer,
  stockHoldPath,
  type CatalogQuoteLine,
  type ReserveStockBody,
  type StockHoldStateBody,
} from '@shop/contracts';
import { ServiceUnavailableError, callUpstream, type UpstreamTarget } from '@shop/service-kit';
import { expectAnswer } from './upstream-answer';

export interface CatalogClient {
  /**
   * Takes the order's units under its id (contract 2) and answers each line priced by the catalog, in the
   * order asked. A line that cannot be had is a 409 naming the product and option value.
   */
  reserve(orderId: string, items: ReserveStockBody['items']): Promise<CatalogQuoteLine[]>;
  /** Tells the catalog the order's state: a live one takes its units again (409 when they are gone). */
  setHold(orderId: string, state: StockHoldStateBody): Promise<StockHoldAnswer | null>;
}

export function createCatalogClient(target: UpstreamTarget): CatalogClient {
  return {
    async reserve(orderId, items) {
      const answer = await callUpstream(target, 'POST', STOCK_HOLDS_PATH, { orderId, items });
      const { items: lines } = expectAnswer(target, answer, ReserveStockResponse);
      if (lines.length !== items.length || lines.some((line, i) => line.productId !== items[i]?.productId)) {
        throw new ServiceUnavailableError(
          'We could not check your cart right now. Please try again.',
          'CATALOG_BAD_ANSWER',
        );
      }
      return lines;
    },
    async setHold(orderId, state) {
      const answer = await callUpstream(target, 'PUT', stockHoldPath(orderId), state);
      if (answer.status === 404) return null;
      return expectAnswer(target, answer, StockHoldAnswer);
    },
  };
}
