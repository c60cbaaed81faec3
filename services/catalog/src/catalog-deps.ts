import { ProductListResponse, ProductResponse } from '@shop/contracts';
import { seedOnce, type ServiceContext, type Worker } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { ProductReadCache } from './cache/product-read-cache';
import type { CatalogContext } from './catalog-context';
import { CategoryStore } from './domain/categories/category-store';
import { ImageStore } from './domain/images/image-store';
import { RenditionWorker } from './domain/images/rendition-worker';
import { toProductDto } from './domain/products/product-dto';
import { ProductStore } from './domain/products/product-store';
import { HoldStore } from './domain/stock/hold-store';
import { HoldSweeper } from './domain/stock/hold-sweeper';
import { backfillStockHistoryNumbers } from './domain/stock/history-backfill';
import { StockHistory } from './domain/stock/stock-history';
import { StockHolds } from './domain/stock/stock-holds';
import type { CatalogEnv } from './env';
import { CATEGORY_REFRESH_MS, ProductSearch } from './search';

/**
 * The catalog's stores and read cache. The cache is kept correct by this replica's own writes (at once) and by
 * every replica's events (this replica's own feed, in events/consumers/queues.ts); while that feed is down the
 * cache stays off and reads go to the database.
 */
export async function catalogContext({
  db,
  outbox,
  log,
}: ServiceContext<CatalogEnv>): Promise<CatalogContext> {
  const cache = new ProductReadCache({
    list: async () => {
      const products = await catalog.products.listNewestFirst();
      return ProductListResponse.parse({ data: products.map(toProductDto) });
    },
    detail: async (id) => {
      const product = await catalog.products.findById(new ObjectId(id));
      return product ? ProductResponse.parse({ data: toProductDto(product) }) : null;
    },
  });
  const products = new ProductStore(db, (ids) => {
    for (const id of ids) cache.invalidateProduct(id.toHexString());
    outbox.notify();
  });
  const categories = new CategoryStore(db, () => outbox.notify());
  const holds = new HoldStore(db);
  // holds written before the sweeper's pending flag existed get it, once per database (decision 018)
  await seedOnce(db, 'stock-holds-unsettled-flag', async () => void (await holds.markUnsettledOnce()));
  // an upload is answered once its original is stored; its renditions are made next (decision 032)
  const images = new ImageStore(db, (id) => renditions.enqueue(id));
  const renditions = new RenditionWorker(images, log);
  // images uploaded before renditions existed are rendered by the first start's sweep (decision 032)
  await seedOnce(db, 'image-renditions-backfill', async () => void (await images.markAllPending()));
  // history recorded before entries were numbered gets its numbers, once per database (issue 36)
  await backfillStockHistoryNumbers(db);
  const catalog: CatalogContext = {
    products,
    categories,
    db,
    images,
    renditions,
    cache,
    holds,
    stock: new StockHolds(holds, products),
    history: new StockHistory(db),
    unassignedCategoryId: await categories.ensureUnassigned(),
  };
  return catalog;
}

/** The catalog's context, its search index and what runs beside the requests. */
export async function catalogDeps(context: ServiceContext<CatalogEnv>) {
  const catalog = await catalogContext(context);
  const { log, env } = context;
  const search = new ProductSearch({ source: catalog, log, categoryRefreshMs: CATEGORY_REFRESH_MS });
  const sweeper = new HoldSweeper({
    holds: catalog.holds,
    stock: catalog.stock,
    log,
    intervalMs: env.STOCK_HOLD_SWEEP_MS,
  });
  return { ...catalog, catalog, search, sweeper };
}

/** In this order once the consumers are attached (so no change made during the search's load is missed). */
export function catalogWorkers({
  search,
  sweeper,
  renditions,
}: Awaited<ReturnType<typeof catalogDeps>>): Worker[] {
  return [
    { start: async () => (await search.reload(), search.start()), stop: () => search.stop() },
    sweeper,
    // uploads a stopped process never rendered (their flag is durable)
    { start: () => renditions.sweep(), stop: () => renditions.stop() },
  ];
}
