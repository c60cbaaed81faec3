import {
  CreatePromoBody,
  IdParams,
  PromoListResponse,
  PromoResponse,
  SuccessResponse,
  UpdatePromoBody,
} from '@shop/contracts';
import { requireAdmin } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFor } from '../../domain/audit';
import { deleteAllPromos, deletePromo } from '../../domain/delete-promos';
import { createPromo, listPromos, updatePromo } from '../../domain/manage-promos';
import type { Clock } from '../../clock';
import { validateRoute } from './validate';

/** `/api/promo`: the admin's codes (admin spec §7) and the checkout's validation (storefront spec §7). */
export async function promoRoutes(
  app: FastifyInstance,
  options: { clock: Clock },
): Promise<void> {
  const { clock } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: requireAdmin };

  routes.get('/promo', { ...admin, schema: { response: { 200: PromoListResponse } } }, async () => ({
    data: await listPromos(app.db),
  }));

  routes.post(
    '/promo',
    { ...admin, schema: { body: CreatePromoBody, response: { 201: PromoResponse } } },
    async (request, reply) => {
      const data = await createPromo(app.db, request.body, request.user!.userId, clock(), auditFor(request));
      app.outbox.notify();
      return reply.status(201).send({ data });
    },
  );

  routes.put(
    '/promo/:id',
    { ...admin, schema: { params: IdParams, body: UpdatePromoBody, response: { 200: PromoResponse } } },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const data = await updatePromo(app.db, id, request.body, clock(), auditFor(request));
      app.outbox.notify();
      return { data };
    },
  );

  routes.delete(
    '/promo/:id',
    { ...admin, schema: { params: IdParams, response: { 200: SuccessResponse } } },
    async (request) => {
      const id = request.params.id.toLowerCase();
      await deletePromo(app.db, id, auditFor(request));
      app.outbox.notify();
      return { success: true as const, message: 'Promotional code deleted successfully' };
    },
  );

  routes.delete('/promo', { ...admin, schema: { response: { 200: SuccessResponse } } }, async (request) => {
    const deletedCount = await deleteAllPromos(app.db, auditFor(request));
    app.outbox.notify();
    return { success: true as const, message: 'All promotional codes deleted successfully', deletedCount };
  });

  await app.register(validateRoute, { clock });
}
