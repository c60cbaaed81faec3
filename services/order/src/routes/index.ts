import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes, type OrderRoutesOptions } from './orders';
import { myOrderRoutes } from './orders/mine';
import { taxShippingRoutes } from './tax-shipping';

/** Every route of the service, registered under `/api` exactly as the specs' §7 tables name them. */
export const apiRoutes: FastifyPluginAsyncZod<OrderRoutesOptions & { prefix?: string }> = async (
  app,
  options,
) => {
  // The prefix is this plugin's; handed down it would apply twice.
  const { prefix: _prefix, ...orderOptions } = options;
  await app.register(orderRoutes, orderOptions);
  await app.register(myOrderRoutes);
  await app.register(taxShippingRoutes);
};
