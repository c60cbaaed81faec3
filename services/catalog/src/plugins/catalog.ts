import { ProductListResponse, ProductResponse } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedOnce } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { ProductReadCache } from '../cache/product-read-cache';
import type { CatalogContext } from '../catalog-context';
import { CategoryStore } from '../domain/categories/category-store';
import { ImageStore } from '../domain/images/image-store';
import { RenditionWorker } from '../domain/images/rendition-worker';
import { toProductDto } from '../domain/products/product-dto';
import { ProductStore } from '../domain/products/product-store';
import { HoldStore } from '../domain/stock/hold-store';
import { StockHistory } from '../domain/stock/stock-history';
import { StockHolds } from '../domain/stock/stock-holds';

/**
 * The catalog's stores and read cache on `app.catalog`. The cache is kept correct by this replica's
 * own writes (at once) and by every replica's events (this replica's own feed, in events/consumers/queues.ts);
 * while that feed is down the cache stays off and reads go to the database.
 */
export const catalogPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, outbox } = app;

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
    const renditions = new RenditionWorker(images, app.log);
    // images uploaded before renditions existed are rendered by the first start's sweep (decision 032)
    await seedOnce(db, 'image-renditions-backfill', async () => void (await images.markAllPending()));
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
    app.decorate('catalog', catalog);
  },
  { name: 'catalog', dependencies: ['shop-infrastructure'] },
);
