import {
  MyOrderParams,
  MyOrderResponse,
  NoQuery,
  OrderHistoryResponse,
  TrackOrderBody,
  TrackedOrder,
  TrackingTokenParams,
} from '@shop/contracts';
import { UnauthorizedError, noStoreByDefault, requireAdmin, requireUser } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOrder } from '../../domain/cancel-order';
import { toMyOrder } from '../../domain/my-orders';
import { OrderDays } from '../../domain/order-days';
import { ORDERS, type OrderDocument } from '../../domain/order-document';
import { findOrder } from '../../domain/own-order';
import type { StatusHistory } from '../../domain/status-history';
import type { OrderTracking } from '../../domain/track-order';

export interface AfterOrderOptions {
  history: StatusHistory;
  tracking: OrderTracking;
}

/**
 * After the order (issue 32): the status history (the customer's own orders, and any order for the back office),
 * cancelling before it ships, and guest tracking. Every answer is about one person's order: never cached.
 */
export const afterOrderRoutes: FastifyPluginAsyncZod<AfterOrderOptions> = async (
  app,
  { history, tracking },
) => {
  app.addHook('onSend', noStoreByDefault);
  const orders = app.db.collection<OrderDocument>(ORDERS);
  const days = new OrderDays(app.db, app.log);
  const own = (request: FastifyRequest, id: string) => findOrder(orders, id, { userId: callerId(request) });

  app.get(
    '/orders/mine/:id/history',
    {
      preHandler: requireUser,
      schema: { querystring: NoQuery, params: MyOrderParams, response: { 200: OrderHistoryResponse } },
    },
    async (request) => ({ history: await history.of(await own(request, request.params.id)) }),
  );

  app.post(
    '/orders/mine/:id/cancel',
    {
      preHandler: requireUser,
      schema: { querystring: NoQuery, params: MyOrderParams, response: { 200: MyOrderResponse } },
    },
    async (request) => {
      const find = () => own(request, request.params.id);
      return toMyOrder(await cancelOrder(orders, find, callerId(request), app.outbox, days));
    },
  );

  app.get(
    '/orders/:id/history',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: MyOrderParams, response: { 200: OrderHistoryResponse } },
    },
    async (request) => ({ history: await history.of(await findOrder(orders, request.params.id)) }),
  );

  app.post(
    '/orders/track',
    { schema: { querystring: NoQuery, body: TrackOrderBody, response: { 200: TrackedOrder } } },
    async (request) => tracking.view(await tracking.byDetails(request.body)),
  );

  app.get(
    '/orders/track/:token',
    { schema: { querystring: NoQuery, params: TrackingTokenParams, response: { 200: TrackedOrder } } },
    async (request) => tracking.view(await tracking.byToken(request.params.token)),
  );

  app.post(
    '/orders/track/:token/cancel',
    { schema: { querystring: NoQuery, params: TrackingTokenParams, response: { 200: TrackedOrder } } },
    async (request) => {
      const order = await tracking.byToken(request.params.token);
      const find = () => findOrder(orders, order._id.toHexString());
      return tracking.view(await cancelOrder(orders, find, null, app.outbox, days));
    },
  );
};

function callerId(request: FastifyRequest): string {
  // requireUser ran first; this only narrows the type
  if (!request.user) throw new UnauthorizedError();
  return request.user.userId;
}
