import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { applyEvent, type ProjectedEvent } from '../../domain/apply-event';
import type { EventJournal } from '../../domain/event-journal';
import type { DaySummaries } from '../../domain/day-summaries';
import type { OrderProjections } from '../../domain/order-projections';

export interface ProjectionDeps {
  projections: OrderProjections;
  summaries: DaySummaries;
  journal: EventJournal;
  timeZone: string;
  log: FastifyBaseLogger;
}

/**
 * Every event the read model hears is handled alike: journalled first (for the rebuild), then applied to its
 * order's document and its day's summary version. Each write is idempotent and commutes with the others (decision 014), so redeliveries, two
 * replicas and events out of order need no claim.
 */
export function projecting<E extends ProjectedEvent>(
  schema: z.ZodType<E>,
  deps: ProjectionDeps,
): EventHandler<E> {
  return {
    schema,
    handle: async (event) => {
      await deps.journal.record(event);
      await applyEvent(deps, event, deps.timeZone);
      deps.log.debug({ eventId: event.id, type: event.type }, 'order projection updated');
    },
  };
}
