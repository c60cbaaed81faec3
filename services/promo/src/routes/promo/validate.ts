import { PromoValidationResponse, ValidatePromoBody } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { validatePromo } from '../../domain/quote-promo';

/** Public: the checkout asks what a code is worth for this email before placing the order. */
export async function validateRoute(app: FastifyInstance, options: { clock: Clock }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/promo/validate',
      { schema: { body: ValidatePromoBody, response: { 200: PromoValidationResponse } } },
      async (request) => {
        const { promoId, discountAmount, discountedSubtotal, discountType, discountValue } =
          await validatePromo(app.db, request.body, options.clock());
        return { discountAmount, discountedSubtotal, discountType, discountValue, promoId };
      },
    );
}
