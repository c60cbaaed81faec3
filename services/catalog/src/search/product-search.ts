import type { SearchQuery, SearchResponse } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { loadSearchIndex, refreshCategories, type SearchSource } from './load-search-index';
import { ProductSearchIndex, type SearchableProduct } from './product-search-index';

export interface ProductSearchOptions {
  source: SearchSource;
  log: FastifyBaseLogger;
  /** How often category names are read again: no event tells of a rename (tens of rows, one query). */
  categoryRefreshMs: number;
}

/**
 * The search of this process: the index, its load from the database at start and again after the feed was
 * down, and the category names read on a timer. The feed (events/consumers/*.search.ts) calls `apply*`.
 */
export class ProductSearch {
  readonly index = new ProductSearchIndex();
  private reloading: Promise<void> | undefined;
  private reloadAgain = false;
  private loaded = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ProductSearchOptions) {}

  search(query: SearchQuery): SearchResponse {
    return this.index.search(query.q, query.lang, query.limit);
  }

  /** Loads everything (start, or the feed came back after a gap); a reload asked during one runs after it. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      do {
        this.reloadAgain = false;
        const started = Date.now();
        const count = await loadSearchIndex(this.index, this.options.source);
        this.loaded = true;
        this.options.log.info({ products: count, ms: Date.now() - started }, 'search index loaded');
      } while (this.reloadAgain);
    })().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  /**
   * The feed is listening (again). Changes made since the index was loaded may have been missed when the feed
   * was down (`afterGap`) or was not yet attached when the load ran (the broker was down at start), so the index
   * is loaded again; it keeps answering meanwhile, and a failed load is logged and tried on the next attach.
   */
  feedAttached(afterGap: boolean): void {
    if (!afterGap && !this.loaded) return;
    this.reload().catch((error: unknown) => this.options.log.error({ err: error }, 'search index not reloaded'));
  }

  start(): void {
    this.timer = setInterval(() => void this.refreshCategories(), this.options.categoryRefreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async applyUpdated(product: SearchableProduct): Promise<void> {
    const categoryId = product.product_category_id;
    if (categoryId && !this.index.hasCategory(categoryId)) await this.refreshCategories();
    this.index.upsert(product);
  }

  applyDeleted(productId: string): void {
    this.index.remove(productId);
  }

  async refreshCategories(): Promise<void> {
    try {
      await refreshCategories(this.index, this.options.source);
    } catch (error) {
      this.options.log.warn({ err: error }, 'search: category names not refreshed');
    }
  }
}
