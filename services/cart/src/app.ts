import { defineService, seedOnce } from '@shop/service-kit';
import { createCatalogClient } from './clients/catalog-client';
import { cartIndexes, cartRetention } from './collections';
import { CartActions } from './domain/cart-actions';
import { CartStore } from './domain/cart-store';
import { CatalogSync } from './domain/catalog-sync';
import { ProductSnapshots } from './domain/product-snapshots';
import { cartEnvSchema } from './env';
import { QUEUES, subscriptions } from './events/consumers/queues';
import { cartRoutes } from './routes/cart';

/**
 * The cart service. No authentication: every cart call is anonymous by the spec, so verifying a shopper's
 * token here would only add a dependency on identity's keys to each request.
 */
export const cartService = defineService({
  name: 'cart',
  env: cartEnvSchema,
  queues: QUEUES,
  indexes: cartIndexes,
  retention: cartRetention,
  deps: async ({ db, env, clock }) => {
    const store = new CartStore(db, clock);
    await seedOnce(db, 'carts-product-ids', () => store.addProductIdsOnce());
    const catalog = createCatalogClient(env.CATALOG_URL, env.CATALOG_TIMEOUT_MS);
    const products = new ProductSnapshots(db, catalog, clock);
    return { store, cart: new CartActions(store, products), sync: new CatalogSync(store, products) };
  },
  routes: (app, { cart }) => app.register(cartRoutes, { prefix: '/api', cart }),
  subscriptions,
});
