import { AuditListQuery, AuditListResponse } from '@shop/contracts';
import { requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntryRepository } from '../../domain/audit-entry-repository';

/**
 * The one route of the log: admins read it. There is deliberately no route that creates, edits or deletes
 * an entry; entries arrive only as `audit.recorded` events from the service that made the change.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const entries = new AuditEntryRepository(app.db);

  app.get(
    '/audit',
    {
      preHandler: requireAdmin,
      schema: { querystring: AuditListQuery, response: { 200: AuditListResponse } },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...(await entries.list(request.query)), page, limit };
    },
  );
};
