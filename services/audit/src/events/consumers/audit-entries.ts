import { AUDIT_RECORDED, AuditRecordedEvent } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AuditEntryRepository } from '../../domain/audit-entry-repository';

export const ENTRIES_QUEUE = 'audit.entries';

/** audit.recorded → one entry in the log, once per event however often the broker delivers it. */
export function auditEntriesSubscription(deps: {
  entries: AuditEntryRepository;
  log: Logger;
  queuePrefix: string;
}): Subscription {
  return {
    queue: `${deps.queuePrefix}${ENTRIES_QUEUE}`,
    handlers: {
      [AUDIT_RECORDED]: {
        schema: AuditRecordedEvent,
        handle: async (event: AuditRecordedEvent) => {
          const outcome = await deps.entries.append(event);
          deps.log.debug(
            { eventId: event.id, service: event.data.service, resource: event.data.resource, outcome },
            'audit.recorded stored',
          );
        },
      },
    },
  };
}
