import {
  ReserveStockBody,
  STOCK_HOLDS_PATH,
  StockHoldStateBody,
  isLiveStatus,
  type CatalogQuoteLine,
  type CatalogQuoteProduct,
} from '@shop/contracts';
import { notFound, sleep, type JsonReply, type JsonRequest, StandIn } from './json-server';

/**
 * The catalog's stock holds (contract 2) over real HTTP, from products a test puts in. Stock is one number per
 * product here: enough to make lines unavailable; the real per-option-value rules, and the order service with
 * the real catalog, are tested in the catalog's tests and in test/flow.
 */
export class CatalogStandIn extends StandIn {
  readonly products = new Map<string, { product: CatalogQuoteProduct; stock: number }>();
  /** Every reservation asked for, as sent. */
  readonly requests: ReserveStockBody[] = [];
  /** Units held per order id. */
  readonly holds = new Map<string, { units: Map<string, number>; held: boolean }>();
  /** Answer every call with this status (e.g. 503) instead of a quote. */
  failWith: number | undefined;
  /** Apply hold changes, then answer 503 as if the catalog died before its answer left. */
  loseHoldChangeAnswers = false;

  put(product: CatalogQuoteProduct, stock = 100): CatalogQuoteProduct {
    this.products.set(product._id, { product, stock });
    return product;
  }

  protected async handle(request: JsonRequest): Promise<JsonReply> {
    await sleep(this.delayMs);
    if (this.failWith)
      return { status: this.failWith, body: { error: 'catalog is failing', code: 'STAND_IN' } };
    if (request.method === 'POST' && request.path === STOCK_HOLDS_PATH) return this.reserve(request);
    if (request.method === 'PUT' && request.path.startsWith(`${STOCK_HOLDS_PATH}/`)) {
      const answer = this.setHold(request);
      return this.loseHoldChangeAnswers ? { status: 503, body: { error: 'lost', code: 'STAND_IN' } } : answer;
    }
    return notFound(request);
  }

  private reserve(request: JsonRequest): JsonReply {
    const parsed = ReserveStockBody.safeParse(request.body);
    if (!parsed.success)
      return { status: 400, body: { error: parsed.error.issues[0]!.message, code: 'VALIDATION_ERROR' } };
    this.requests.push(parsed.data);
    const wanted = new Map<string, number>();
    for (const item of parsed.data.items)
      wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
    const items = parsed.data.items.map((item): CatalogQuoteLine => {
      const entry = this.products.get(item.productId);
      if (!entry)
        return {
          productId: item.productId,
          product: null,
          available: false,
          problems: ['This product no longer exists'],
        };
      const { product, stock } = entry;
      const problems = !product.availability
        ? [`${product.title} is sold out`]
        : wanted.get(item.productId)! > stock
          ? [`Only ${stock} left of ${product.title}`]
          : [];
      return { productId: item.productId, product, available: problems.length === 0, problems };
    });
    const refused = items.filter((line) => !line.available);
    if (refused.length > 0) {
      const error = refused.flatMap((line) => line.problems).join('. ');
      const details = refused.map(({ productId, problems }) => ({ productId, problems }));
      return { status: 409, body: { error, code: 'OUT_OF_STOCK', details } };
    }
    this.take(wanted);
    this.holds.set(parsed.data.orderId, { units: wanted, held: true });
    return { status: 200, body: { items } };
  }

  private setHold(request: JsonRequest): JsonReply {
    const hold = this.holds.get(request.path.split('/').at(-1)!);
    const state = StockHoldStateBody.safeParse(request.body);
    if (!state.success) return { status: 400, body: { error: 'bad state', code: 'VALIDATION_ERROR' } };
    if (!hold) return { status: 404, body: { error: 'No stock is held for this order', code: 'NOT_FOUND' } };
    const live = state.data.placed && isLiveStatus(state.data.status);
    if (live && !hold.held) {
      const short = [...hold.units].find(([id, units]) => (this.products.get(id)?.stock ?? 0) < units);
      if (short)
        return {
          status: 409,
          body: { error: `Only ${this.products.get(short[0])?.stock ?? 0} left`, code: 'OUT_OF_STOCK' },
        };
      this.take(hold.units);
    } else if (!live && hold.held) {
      for (const [id, units] of hold.units) this.products.get(id)!.stock += units;
    }
    hold.held = live;
    return { status: 200, body: { orderId: request.path.split('/').at(-1), revision: 1, live, held: live } };
  }

  private take(units: Map<string, number>): void {
    for (const [id, count] of units) this.products.get(id)!.stock -= count;
  }
}
