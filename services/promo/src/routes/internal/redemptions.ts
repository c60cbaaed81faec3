import {
  PROMO_REDEMPTIONS_PATH,
  PromoRedemption,
  PromoRedemptionParams,
  RedeemPromoBody,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { cancelRedemption, redeemPromo } from '../../domain/redeem-promo';

/**
 * Internal contract 2, for the order service only: the gateway routes `/api/*` alone, so these paths are
 * reachable inside the services' network and never from a browser.
 */
export async function redemptionRoutes(app: FastifyInstance, options: { clock: Clock }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    PROMO_REDEMPTIONS_PATH,
    { schema: { body: RedeemPromoBody, response: { 201: PromoRedemption } } },
    async (request, reply) =>
      reply.status(201).send(await redeemPromo(app.db, request.body, options.clock())),
  );

  routes.delete(
    `${PROMO_REDEMPTIONS_PATH}/:orderId`,
    { schema: { params: PromoRedemptionParams } },
    async (request, reply) => {
      await cancelRedemption(app.db, request.params.orderId);
      return reply.status(204).send();
    },
  );
}
