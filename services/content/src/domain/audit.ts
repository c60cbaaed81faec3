/** Who performs an admin write, as the verified token says. */
export interface Actor {
  userId: string;
  email: string;
}

export interface AuditEntry {
  actor: Actor;
  /** What happened, as `<resource>.<verb>`: 'faq.created', 'review.deleted_all', ... */
  action: string;
  /** The document changed; absent for whole-collection actions. */
  targetId?: string;
  /** Facts worth keeping beside the action, e.g. the fields changed or how many documents went. */
  detail?: Record<string, unknown>;
}

/**
 * Where admin writes are recorded. Today the request log (see routes/admin-context.ts); a persistent audit
 * log plugs in here later without touching the use cases.
 */
export interface AuditTrail {
  record(entry: AuditEntry): void | Promise<void>;
}

/** What every admin use case receives: who acts, and where the action is written down. */
export interface AdminContext {
  actor: Actor;
  audit: AuditTrail;
}

export async function recordAdminAction(
  context: AdminContext,
  action: string,
  facts: { targetId?: string; detail?: Record<string, unknown> } = {},
): Promise<void> {
  await context.audit.record({ actor: context.actor, action, ...facts });
}
