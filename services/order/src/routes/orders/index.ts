import {
  ApiError,
  IdParams,
  AdminOrderListAnswer,
  AdminOrderListQuery,
  IdempotencyKey,
  OBJECT_ID_PATTERN,
  ORDER_PAGE_LIMIT_DEFAULT,
  OrderResponse,
  isPagedOrderQuery,
  parseOrderCursor,
  PlaceOrderBody,
  SuccessResponse,
  UpdateOrderBody,
  NoQuery,
} from '@shop/contracts';
import { noStoreByDefault, requireAdmin } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartClient } from '../../clients/cart-client';
import type { CatalogClient } from '../../clients/catalog-client';
import type { PromoClient } from '../../clients/promo-client';
import { auditFor } from '../../domain/audit';
import { requestFingerprint } from '../../domain/idempotency';
import { OrderAdmin } from '../../domain/order-admin';
import { OrderDays, backfillOrderDays } from '../../domain/order-days';
import { OrderPages } from '../../domain/order-pages';
import { OrderStock } from '../../domain/order-stock';
import { ORDERS, toOrderResponse, type OrderDocument } from '../../domain/order-document';
import type { Placings } from '../../domain/placings';
import { PlacementBusyError, type PlacementAdmission } from '../../domain/placement-admission';
import { placeOrder, type PlaceOrderDeps } from '../../domain/place-order';
import { TaxShippingStore } from '../../domain/tax-shipping-settings';

export interface OrderRoutesOptions {
  cart: CartClient;
  catalog: CatalogClient;
  promo: PromoClient;
  /** The orders' Placing state (decision 026), shared with the placement sweeper. */
  placings: Placings;
  /** How many placements run and wait at once; the rest are refused before anything is written (decision 031). */
  admission: PlacementAdmission;
  /** See `PlaceOrderDeps.releaseAgainAfterMs`. */
  releaseAgainAfterMs: number;
  /** See `PlaceOrderDeps.clock`. */
  clock: () => Date;
}

/** Only the header this route reads is checked; every other header passes untouched. */
const PlaceOrderHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  // a placed order and the back office's lists are personal data: never kept by a shared cache
  app.addHook('onSend', noStoreByDefault);
  const orders = app.db.collection<OrderDocument>(ORDERS);
  const days = new OrderDays(app.db, app.log);
  // Orders stored before `day`: once per database, in the background, so that a big shop's first start of this
  // build serves while they are dated (its admin list is short of them until then).
  void backfillOrderDays(app.db, orders).catch((error: unknown) =>
    app.log.error(
      { err: error },
      'orders stored before their day were not dated; the next start tries again',
    ),
  );
  const admin = new OrderAdmin(orders, new OrderStock(orders, options.catalog, app.outbox, app.log), days);
  const pages = new OrderPages(orders, days);
  const deps: PlaceOrderDeps = {
    placings: options.placings,
    settings: new TaxShippingStore(app.db),
    cart: options.cart,
    catalog: options.catalog,
    promo: options.promo,
    outbox: app.outbox,
    onReleaseFailed: (orderId, what, error) =>
      app.log.error(
        { err: error, orderId, what },
        'could not give back what an order that was not stored took',
      ),
    releaseAgainAfterMs: options.releaseAgainAfterMs,
    clock: options.clock,
  };

  app.post(
    '/orders',
    {
      schema: {
        body: PlaceOrderBody,
        headers: PlaceOrderHeaders,
        response: { 201: OrderResponse, 503: ApiError },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const key = request.headers['idempotency-key'];
      // Scoped by session: the same key from two shoppers is two requests.
      const scopedKey = key === undefined ? undefined : `${request.body.sessionId}:${key}`;
      const command = {
        body: request.body,
        userId,
        ...(scopedKey
          ? { idempotency: { key: scopedKey, fingerprint: requestFingerprint(request.body, userId) } }
          : {}),
      };
      let outcome;
      try {
        outcome = await options.admission.run(() => placeOrder(deps, command));
      } catch (error) {
        if (!(error instanceof PlacementBusyError)) throw error;
        // Expected past capacity, not a fault: answered here (not at the error log's level) with its Retry-After
        request.log.info(options.admission.load, 'placement refused: busy');
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ error: error.message, code: error.code });
      }
      const { order, replayed } = outcome;
      if (replayed) void reply.header('idempotent-replayed', 'true');
      // the admin list's day counts: the order is listed from now on (a replay was counted when placed)
      else await days.move(order, null, order.status);
      // placeOrder publishes the order.placed it stored; a replay raised nothing new
      return reply.code(201).send(toOrderResponse(order));
    },
  );

  app.get(
    '/orders',
    {
      preHandler: requireAdmin,
      schema: { querystring: AdminOrderListQuery, response: { 200: AdminOrderListAnswer } },
    },
    // With limit, cursor or status: one page (issue 36); without, every order found, the specs' list.
    async (request) => {
      const { q, status, limit = ORDER_PAGE_LIMIT_DEFAULT, cursor } = request.query;
      if (!isPagedOrderQuery(request.query)) return (await admin.list(q)).map(toOrderResponse);
      const { orders: found, ...page } = await pages.page({
        ...(q ? { q } : {}),
        ...(status ? { status } : {}),
        limit,
        ...(cursor ? { cursor: parseOrderCursor(cursor) } : {}),
      });
      return { ...page, data: found.map(toOrderResponse), limit };
    },
  );

  app.get(
    '/orders/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => toOrderResponse(await admin.find(request.params.id)),
  );

  app.put(
    '/orders/:id',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, body: UpdateOrderBody, response: { 200: OrderResponse } },
    },
    async (request) => {
      const order = await admin.changeStatus(
        request.params.id,
        request.body.status,
        request.user?.userId ?? null,
        auditFor(request),
      );
      app.outbox.notify();
      return toOrderResponse(order);
    },
  );

  app.delete(
    '/orders/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await admin.delete(request.params.id, auditFor(request));
      app.outbox.notify();
      return { success: true as const, message: 'Order deleted successfully' };
    },
  );

  app.delete(
    '/orders',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: SuccessResponse } } },
    async (request) => {
      const deletedCount = await admin.deleteAll(auditFor(request));
      app.outbox.notify();
      return { success: true as const, message: 'All orders deleted successfully', deletedCount };
    },
  );
};

/** The order belongs to the signed-in shopper when there is one; identity's user ids are ObjectIds. */
function signedInUserId(request: FastifyRequest): string | null {
  const userId = request.user?.userId;
  return userId && OBJECT_ID_PATTERN.test(userId) ? userId : null;
}
