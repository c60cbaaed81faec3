import type { AuditChange, EventEnvelope } from '@shop/service-kit';

/** Who performs an admin write, as the verified token says. */
export interface Actor {
  userId: string;
  email: string;
}

/** Builds the `audit.recorded` event of an admin's change, stored in the same write as the change. */
export type RecordAudit = (change: Omit<AuditChange, 'service'>) => EventEnvelope;

/** What every admin use case receives: who acts, their audit entries, and a nudge for the outbox relay. */
export interface AdminContext {
  actor: Actor;
  audit: RecordAudit;
  /** Called after a write that stored an entry, so it is published at once rather than at the next sweep. */
  afterWrite(): void;
}

/** Ids kept in the one entry of a "delete all": enough to trace what went, small enough for one event. */
const MAX_SUMMARY_IDS = 500;

/** What a "delete all" entry keeps as `before`: how many, and which (the first 500). */
export function bulkDeletionSummary(ids: string[]) {
  return {
    count: ids.length,
    ids: ids.slice(0, MAX_SUMMARY_IDS),
    idsTruncated: ids.length > MAX_SUMMARY_IDS,
  };
}
