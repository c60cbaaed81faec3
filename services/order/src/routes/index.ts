import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes, type OrderRoutesOptions } from './orders';
import { taxShippingRoutes } from './tax-shipping';

/** Every route of the service, registered under `/api` exactly as the specs' §7 tables name them. */
export const apiRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { cart, catalog, promo, idempotency }) => {
  await app.register(orderRoutes, { cart, catalog, promo, idempotency });
  await app.register(taxShippingRoutes);
};
