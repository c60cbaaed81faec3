import type { RecordAudit } from '@shop/service-kit';

/** Who performs an admin write, as the verified token says. */
export interface Actor {
  userId: string;
  email: string;
}

/** What every admin use case receives: who acts, their audit entries, and a nudge for the outbox relay. */
export interface AdminContext {
  actor: Actor;
  audit: RecordAudit;
  /** Called after a write that stored an entry, so it is published at once rather than at the next sweep. */
  afterWrite(): void;
}

export { type RecordAudit, bulkDeletionSummary } from '@shop/service-kit';
