import {
  OrderIdParams,
  ReserveStockBody,
  ReserveStockResponse,
  STOCK_HOLDS_PATH,
  StockHoldAnswer,
  StockHoldStateBody,
  isLiveStatus,
} from '@shop/contracts';
import { NotFoundError, OutOfStockError } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogRoutesOptions } from '../../catalog-context';
import type { StockHoldDocument } from '../../domain/stock/hold-document';
import { orderStateOf } from '../../domain/stock/stock-holds';
import { readQuote } from '../../domain/quote/read-quote';

/**
 * Contract 2: the order's units are taken under its id before the order is stored, and follow its status after.
 * Not under /api: the gateway never routes it.
 */
export async function stockHoldRoutes(
  instance: FastifyInstance,
  { catalog }: CatalogRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { stock } = catalog;

  app.post(
    STOCK_HOLDS_PATH,
    { schema: { body: ReserveStockBody, response: { 200: ReserveStockResponse } } },
    async (request) => {
      const orderId = request.body.orderId.toLowerCase();
      const lines = request.body.items.map((item) => ({
        productId: item.productId.toLowerCase(),
        quantity: item.quantity,
        selectedOptions: item.selectedOptions.map(({ name, value }) => ({ name, value })),
      }));
      // The hold is written while the lines are judged. Stock is judged by taking it, so a retry of this order's
      // own reservation is not refused for its own units.
      const [quote, begun] = await Promise.all([
        readQuote(catalog, request.body.items),
        stock.begin(orderId, lines),
      ]);
      const refused = quote.lines.filter((line) => !line.available);
      if (refused.length > 0) {
        await stock.abandon(begun);
        throw OutOfStockError.ofLines(refused);
      }
      const hold = await stock.complete(begun, quote.read);
      if (!hold.held) throw new OutOfStockError(hold.refused);
      const items = quote.lines;
      return { items };
    },
  );

  app.put(
    `${STOCK_HOLDS_PATH}/:orderId`,
    { schema: { params: OrderIdParams, body: StockHoldStateBody, response: { 200: StockHoldAnswer } } },
    async (request) => {
      const orderId = request.params.orderId.toLowerCase();
      const state = request.body;
      const hold = state.placed
        ? await stock.tell(orderId, orderStateOf(state.revision, state.status))
        : await stock.notPlaced(orderId);
      if (!hold) throw new NotFoundError('No stock is held for this order');
      if (state.placed && isLiveStatus(state.status) && hold.revision < state.revision) {
        throw new OutOfStockError(hold.refused);
      }
      return answer(hold);
    },
  );
}

function answer(hold: StockHoldDocument) {
  return { orderId: hold._id, revision: hold.revision, live: hold.live, held: hold.held };
}
