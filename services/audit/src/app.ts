import { defineService } from '@shop/service-kit';
import { backfillAuditDays } from './domain/audit-backfill';
import { AuditEntryRepository, auditEntryIndexes } from './domain/audit-entry-repository';
import { auditEnvSchema } from './env';
import { QUEUES, subscriptions } from './events/consumers/queues';
import { auditRoutes } from './routes/audit';

/** The audit service publishes nothing: it consumes `audit.recorded` and lets admins list the entries. */
export const auditService = defineService({
  name: 'audit',
  env: auditEnvSchema,
  queues: QUEUES,
  indexes: auditEntryIndexes,
  // A demoted or deleted admin's token is refused here too, not only at the gateway: the log shows user data.
  auth: 'service',
  deps: ({ db }) => ({ entries: new AuditEntryRepository(db) }),
  routes: (app) => app.register(auditRoutes, { prefix: '/api' }),
  prepare: (_deps, { db }) => backfillAuditDays(db),
  subscriptions,
});
