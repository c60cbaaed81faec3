import { bulkDeletionSummary, type RecordAudit } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';

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

/**
 * The audit entries of one resource's admin writes: `show` is the resource as the admin API shows it, before
 * and after (a bulk delete records the ids it removed).
 */
export function auditEntries<D extends { _id: ObjectId }>(
  context: AdminContext,
  resource: string,
  show: (doc: D) => unknown,
) {
  return {
    created: (doc: D) =>
      context.audit({
        resource,
        resourceId: doc._id.toHexString(),
        action: 'create',
        before: null,
        after: show(doc),
      }),
    updated: (id: string) => (before: D, after: D) =>
      context.audit({ resource, resourceId: id, action: 'update', before: show(before), after: show(after) }),
    deleted: (id: string) => (before: D) =>
      context.audit({ resource, resourceId: id, action: 'delete', before: show(before), after: null }),
    deletedAll: (ids: string[]) =>
      context.audit({
        resource,
        resourceId: null,
        action: 'delete',
        before: bulkDeletionSummary(ids),
        after: null,
      }),
  };
}
