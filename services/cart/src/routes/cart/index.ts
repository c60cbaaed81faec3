import {
  AddToCartBody,
  CartQuery,
  CartResponse,
  RemoveFromCartParams,
  RemoveFromCartQuery,
  UpdateCartBody,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CartActions, SessionCart } from '../../domain/cart-actions';
import { toCart } from '../../domain/cart-view';

/** `/api/cart` (storefront spec §7): anonymous, the session id is the only key to a cart. */
export async function cartRoutes(app: FastifyInstance, options: { cart: CartActions }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { cart } = options;
  const answer = (reply: FastifyReply, { sessionId, lines }: SessionCart) => {
    // one shopper's cart: never kept by a shared cache
    void reply.header('cache-control', 'no-store');
    return { cart: toCart(lines), sessionId };
  };
  const replies = { response: { 200: CartResponse } };

  routes.get('/cart', { schema: { querystring: CartQuery, ...replies } }, async (request, reply) =>
    answer(reply, await cart.read(request.query.sessionId)),
  );

  routes.post('/cart/add', { schema: { body: AddToCartBody, ...replies } }, async (request, reply) =>
    answer(reply, await cart.add(request.body)),
  );

  routes.put('/cart/update', { schema: { body: UpdateCartBody, ...replies } }, async (request, reply) =>
    answer(reply, await cart.update(request.body)),
  );

  routes.delete(
    '/cart/remove/:productId',
    { schema: { params: RemoveFromCartParams, querystring: RemoveFromCartQuery, ...replies } },
    async (request, reply) => answer(reply, await cart.remove(request.params.productId, request.query)),
  );
}
