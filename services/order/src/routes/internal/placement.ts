import { ORDER_PLACEMENT_PATH, OrderIdParams, OrderPlacementAnswer } from '@shop/contracts';
import { NotFoundError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ObjectId } from 'mongodb';
import { ORDERS, type OrderDocument } from '../../domain/order-document';

/**
 * Contract 3: whether an order was ever stored (a deleted one counts: its deletion gives its units back). The
 * catalog asks before it releases a hold whose `order.placed` never came. Not under /api: never routed.
 */
export const placementRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.db.collection<OrderDocument>(ORDERS);
  app.get(
    ORDER_PLACEMENT_PATH,
    { schema: { params: OrderIdParams, response: { 200: OrderPlacementAnswer } } },
    async (request) => {
      const orderId = request.params.orderId.toLowerCase();
      const stored = await orders.countDocuments({ _id: new ObjectId(orderId) }, { limit: 1 });
      if (stored === 0) throw new NotFoundError('No such order');
      return { orderId, placed: true as const };
    },
  );
};
