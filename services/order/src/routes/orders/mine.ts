import { MyOrderListResponse, MyOrderParams, MyOrderResponse, MyOrdersQuery, NoQuery } from '@shop/contracts';
import { UnauthorizedError, noStoreByDefault, requireUser } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyOrders } from '../../domain/my-orders';
import { ORDERS, type OrderDocument } from '../../domain/order-document';

/**
 * "My orders" (issue 20): the caller's own orders, whoever the caller is, admins included. Signed-in users only,
 * at the gateway and again here. There is no id of a customer in the path or the query: the owner is the token's.
 */
export const myOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  // one person's orders: never kept by a shared cache
  app.addHook('onSend', noStoreByDefault);
  const mine = new MyOrders(app.db.collection<OrderDocument>(ORDERS));

  app.get(
    '/orders/mine',
    {
      preHandler: requireUser,
      schema: { querystring: MyOrdersQuery, response: { 200: MyOrderListResponse } },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...(await mine.list(callerId(request), page, limit)), page, limit };
    },
  );

  app.get(
    '/orders/mine/:id',
    {
      preHandler: requireUser,
      schema: { querystring: NoQuery, params: MyOrderParams, response: { 200: MyOrderResponse } },
    },
    async (request) => mine.find(callerId(request), request.params.id),
  );
};

function callerId(request: FastifyRequest): string {
  // requireUser ran first; this only narrows the type
  if (!request.user) throw new UnauthorizedError();
  return request.user.userId;
}
