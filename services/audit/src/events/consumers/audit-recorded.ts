import { AuditRecordedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditEntryRepository } from '../../domain/audit-entry-repository';

/** audit.recorded → one entry in the log, once per event however often the broker delivers it. */
export function auditRecorded(deps: {
  entries: AuditEntryRepository;
  log: FastifyBaseLogger;
}): EventHandler<AuditRecordedEvent> {
  return {
    schema: AuditRecordedEvent,
    handle: async (event) => {
      const outcome = await deps.entries.append(event);
      deps.log.debug(
        { eventId: event.id, service: event.data.service, resource: event.data.resource, outcome },
        'audit.recorded stored',
      );
    },
  };
}
