import { AUDIT_RECORDED } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditEntryRepository } from '../../domain/audit-entry-repository';
import { auditRecorded } from './audit-recorded';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  entries: 'audit.entries',
} as const;

export interface ConsumerDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  log: FastifyBaseLogger;
  entries: AuditEntryRepository;
}

/** Which handlers each queue carries. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [{ queue: deps.queue(QUEUES.entries), handlers: { [AUDIT_RECORDED]: auditRecorded(deps) } }];
}
