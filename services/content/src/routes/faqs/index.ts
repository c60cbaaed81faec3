import {
  CreateFaqBody,
  FaqListResponse,
  FaqResponse,
  IdParams,
  SuccessResponse,
  UpdateFaqBody,
  VisibleFaqsResponse,
  NoQuery,
} from '@shop/contracts';
import { publicReadCache, requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqRepository, toFaq } from '../../domain/faqs/faq-repository';
import { createFaq, deleteAllFaqs, deleteFaq, updateFaq } from '../../domain/faqs/manage-faqs';
import { adminContext } from '../admin-context';
import { deleted } from '../deleted';

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const faqs = new FaqRepository(app.db);

  app.get(
    '/faqs/visible',
    { onSend: publicReadCache, schema: { querystring: NoQuery, response: { 200: VisibleFaqsResponse } } },
    async () => ({
      success: true,
      data: (await faqs.list({ visibleOnly: true })).map(toFaq),
    }),
  );

  app.get(
    '/faqs',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: FaqListResponse } } },
    async () => ({
      data: (await faqs.list({ visibleOnly: false })).map(toFaq),
    }),
  );

  app.post(
    '/faqs',
    { preHandler: requireAdmin, schema: { body: CreateFaqBody, response: { 201: FaqResponse } } },
    async (request, reply) => {
      const created = await createFaq(faqs, request.body, adminContext(request));
      return reply.code(201).send({ data: toFaq(created) });
    },
  );

  app.put(
    '/faqs/:id',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, body: UpdateFaqBody, response: { 200: FaqResponse } },
    },
    async (request) => ({
      data: toFaq(await updateFaq(faqs, request.params.id, request.body, adminContext(request))),
    }),
  );

  app.delete(
    '/faqs/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await deleteFaq(faqs, request.params.id, adminContext(request));
      return deleted('FAQ deleted');
    },
  );

  app.delete(
    '/faqs',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: SuccessResponse } } },
    async (request) => deleted('All FAQs deleted', await deleteAllFaqs(faqs, adminContext(request))),
  );
};
