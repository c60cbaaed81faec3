import {
  CATALOG_QUOTE_PATH,
  CatalogQuoteBody,
  type CatalogQuoteLine,
  type CatalogQuoteProduct,
} from '@shop/contracts';
import {
  notFound,
  sleep,
  startJsonServer,
  type JsonReply,
  type JsonRequest,
  type JsonServer,
} from './json-server';

/**
 * The catalog's quote (contract 1) over real HTTP, from products a test puts in. Stock is one number per
 * product here: enough to make lines unavailable; the real per-option-value rules are the catalog's own tests.
 */
export class CatalogStandIn {
  readonly products = new Map<string, { product: CatalogQuoteProduct; stock: number }>();
  /** Every quote asked for, as sent. */
  readonly requests: CatalogQuoteBody[] = [];
  /** Answer every call with this status (e.g. 503) instead of a quote. */
  failWith: number | undefined;
  delayMs = 0;
  private server: JsonServer | undefined;

  get url(): string {
    return this.server!.url;
  }

  async start(): Promise<this> {
    this.server = await startJsonServer((request) => this.handle(request));
    return this;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  put(product: CatalogQuoteProduct, stock = 100): CatalogQuoteProduct {
    this.products.set(product._id, { product, stock });
    return product;
  }

  private async handle(request: JsonRequest): Promise<JsonReply> {
    if (request.method !== 'POST' || request.path !== CATALOG_QUOTE_PATH) return notFound(request);
    await sleep(this.delayMs);
    if (this.failWith)
      return { status: this.failWith, body: { error: 'catalog is failing', code: 'STAND_IN' } };
    const parsed = CatalogQuoteBody.safeParse(request.body);
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
    return { status: 200, body: { items } };
  }
}
