import {
  CreateTaxShippingBody,
  IdParams,
  TaxShippingListResponse,
  TaxShippingResponse,
  UpdateTaxShippingBody,
  NoQuery,
} from '@shop/contracts';
import { NotFoundError, requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFor } from '../../domain/audit';
import { TaxShippingStore, toTaxShippingResponse } from '../../domain/tax-shipping-settings';

export const taxShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = new TaxShippingStore(app.db);

  /** Public: the checkout prices with it. A list whose first record is the one in use. */
  app.get(
    '/taxShipping',
    { schema: { querystring: NoQuery, response: { 200: TaxShippingListResponse } } },
    async () => (await settings.list()).map(toTaxShippingResponse),
  );

  app.post(
    '/taxShipping',
    {
      preHandler: requireAdmin,
      schema: { body: CreateTaxShippingBody, response: { 201: TaxShippingResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: toTaxShippingResponse(await settings.create(request.body, auditFor(request))) }),
  );

  app.put(
    '/taxShipping/:id',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, body: UpdateTaxShippingBody, response: { 200: TaxShippingResponse } },
    },
    async (request) => {
      const updated = await settings.update(request.params.id, request.body, auditFor(request));
      if (!updated) throw new NotFoundError('Tax and shipping settings not found');
      return { data: toTaxShippingResponse(updated) };
    },
  );
};
