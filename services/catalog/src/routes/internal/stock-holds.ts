import {
  OrderIdParams,
  ReserveStockBody,
  ReserveStockResponse,
  STOCK_HOLDS_PATH,
  StockHoldAnswer,
  StockHoldStateBody,
  isLiveStatus,
  type CatalogQuoteLine,
} from '@shop/contracts';
import { AppError, NotFoundError } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StockHoldDocument } from '../../domain/stock/hold-document';
import { readQuote } from './quote';

/** 409: what cannot be ordered as asked, in the shopper's words ('Only 2 left of Rose Lipstick (Color: Ruby)'). */
export class OutOfStockError extends AppError {
  constructor(problems: string[], details: unknown[] = []) {
    const sentences = [...new Set(problems.map((problem) => problem.trim().replace(/\.+$/, '')))];
    super(sentences.join('. ') || 'Some items in your cart are out of stock', 409, 'OUT_OF_STOCK', details);
  }
}

/**
 * Contract 2: the order's units are taken under its id before the order is stored, and follow its status after.
 * Not under /api: the gateway never routes it.
 */
export async function stockHoldRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { stock } = instance.catalog;

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
        readQuote(instance.catalog, request.body.items, false),
        stock.begin(orderId, lines),
      ]);
      const refused = quote.lines.filter((line) => !line.available);
      if (refused.length > 0) {
        await stock.abandon(begun);
        throw refusal(refused);
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
        ? await stock.tell(orderId, {
            revision: state.revision,
            live: isLiveStatus(state.status),
            because: state.status === 'Refunded' ? 'refunded' : 'cancelled',
          })
        : await stock.notPlaced(orderId);
      if (!hold) throw new NotFoundError('No stock is held for this order');
      if (state.placed && isLiveStatus(state.status) && hold.revision < state.revision) {
        throw new OutOfStockError(hold.refused);
      }
      return answer(hold);
    },
  );
}

function refusal(lines: CatalogQuoteLine[]): OutOfStockError {
  const problems = lines.flatMap((line) =>
    line.problems.length > 0
      ? line.problems
      : [`${line.product?.title ?? 'A product in your cart'} is no longer available`],
  );
  return new OutOfStockError(
    problems,
    lines.map((line) => ({ productId: line.productId, problems: line.problems })),
  );
}

function answer(hold: StockHoldDocument) {
  return { orderId: hold._id, revision: hold.revision, live: hold.live, held: hold.held };
}
