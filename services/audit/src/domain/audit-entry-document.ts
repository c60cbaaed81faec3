import type { AuditEntry, AuditRecordedEvent } from '@shop/contracts';
import { utcDay, type IndexDeclaration } from '@shop/service-kit';

export const ENTRIES = 'entries';

/**
 * An entry as stored: keyed by the event id, so a redelivered or replayed event cannot be stored twice.
 * `before` and `after` are kept as JSON text: they are whatever the raising service showed, and field names
 * such as `$set` or `a.b` inside them must never make the database refuse an entry.
 */
export interface AuditEntryDocument {
  _id: string;
  service: AuditEntry['service'];
  resource: string;
  resourceId: string | null;
  action: AuditEntry['action'];
  actor: AuditEntry['actor'];
  /**
   * `actor.userId` and the UTC day of `at` again, at the top level: FerretDB pushes only top-level equality
   * down to PostgreSQL (decision 018), so the actor filter and the day-by-day pages look these up.
   */
  actorUserId: string;
  day: string;
  beforeJson: string | null;
  afterJson: string | null;
  at: Date;
  traceId: string;
  requestId: string;
  /** When this service stored it (`at` is when the change was made). */
  recordedAt: Date;
}

/**
 * The list filters on any one of service, resource, resource id and actor, newest first: one index each; a page
 * without them reads day by day (`day`, audit-days.ts).
 */
export const auditEntryIndexes: IndexDeclaration[] = [
  { collection: ENTRIES, key: { at: -1 } },
  { collection: ENTRIES, key: { service: 1, at: -1 } },
  { collection: ENTRIES, key: { resource: 1, at: -1 } },
  // a resource id on its own (an order's whole history, whatever the resource) is selective enough alone
  { collection: ENTRIES, key: { resourceId: 1, at: -1 } },
  { collection: ENTRIES, key: { actorUserId: 1, at: -1 } },
  { collection: ENTRIES, key: { day: 1, at: -1 } },
];

export function toAuditDocument(event: AuditRecordedEvent, now: Date): AuditEntryDocument {
  const { data } = event;
  const at = new Date(data.at);
  return {
    _id: event.id,
    service: data.service,
    resource: data.resource,
    resourceId: data.resourceId,
    action: data.action,
    actor: { userId: data.actor.userId, email: data.actor.email },
    actorUserId: data.actor.userId,
    day: utcDay(at),
    beforeJson: toJson(data.before),
    afterJson: toJson(data.after),
    at,
    traceId: data.traceId,
    requestId: data.requestId,
    recordedAt: now,
  };
}

function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export function toAuditEntry(document: AuditEntryDocument): AuditEntry {
  return {
    _id: document._id,
    service: document.service,
    resource: document.resource,
    resourceId: document.resourceId,
    action: document.action,
    actor: { userId: document.actor.userId, email: document.actor.email },
    before: document.beforeJson === null ? null : (JSON.parse(document.beforeJson) as unknown),
    after: document.afterJson === null ? null : (JSON.parse(document.afterJson) as unknown),
    at: document.at.toISOString(),
    traceId: document.traceId,
    requestId: document.requestId,
  };
}
