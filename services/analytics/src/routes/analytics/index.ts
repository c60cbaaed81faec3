import { SalesQuery, SalesReport } from '@shop/contracts';
import { noStoreByDefault, requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DaySummaries } from '../../domain/day-summaries';
import { OrderProjections } from '../../domain/order-projections';
import { reportFrom } from '../../domain/sales-report';

/** Admins read the sales figures of a range of Cairo days, both ends included. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // the figures change with every order: never kept by a shared cache
  app.addHook('onSend', noStoreByDefault);
  const summaries = new DaySummaries(app.db, new OrderProjections(app.db));

  app.get(
    '/analytics/sales',
    {
      preHandler: requireAdmin,
      schema: { querystring: SalesQuery, response: { 200: SalesReport } },
    },
    async (request) => {
      const { from, to } = request.query;
      // one small document a day, recounted only where an order changed since (decision 014, amended)
      return reportFrom(await summaries.between(from, to), from, to);
    },
  );
};
