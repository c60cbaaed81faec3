import multipart from '@fastify/multipart';
import { installEtags } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CatalogContext } from '../catalog-context';
import { searchRoutes, type ProductSearch } from '../search';
import { categoryRoutes } from './categories';
import { imageRoutes } from './images';
import { stockHoldRoutes } from './internal/stock-holds';
import { productRoutes } from './products';
import { productGalleryRoutes } from './products/gallery';
import { MULTIPART_LIMITS } from './products/product-form';

/** Every route of the catalog: the public and admin API under /api (with ETags), the order service's holds. */
export async function catalogRoutes(
  app: FastifyInstance,
  { catalog, search }: { catalog: CatalogContext; search: ProductSearch },
): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const api = async (scope: FastifyInstance) => {
    installEtags(scope);
    await scope.register(searchRoutes, { search });
    for (const routes of [categoryRoutes, productRoutes, productGalleryRoutes, imageRoutes]) {
      await scope.register(routes, { catalog });
    }
  };
  await app.register(api, { prefix: '/api' });
  await app.register(stockHoldRoutes, { catalog });
}
