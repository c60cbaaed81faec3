import { z } from 'zod';
import { isoDateTime } from '../common';
import { AUDITED_SERVICES } from '../constants';
import { eventEnvelope } from './envelope';

export const AUDIT_RECORDED = 'audit.recorded';

/** The services whose admin writes are audited (the one that made the change publishes the entry). */
export const AuditService = z.enum(AUDITED_SERVICES);
export type AuditService = z.infer<typeof AuditService>;

/** Who made the change: the admin's id and e-mail as their token said at the time. */
export const AuditActor = z.object({
  userId: z.string().min(1).max(64),
  email: z.string().max(254).nullable(),
});
export type AuditActor = z.infer<typeof AuditActor>;

/**
 * One admin write, raised in the same single-document write as the change itself (so there is no change
 * without its entry and no entry without its change). `before` is null for a creation, `after` null for a
 * deletion; both are the resource as the admin API shows it (secrets such as password hashes left out).
 */
export const AuditRecordedData = z.object({
  service: AuditService,
  /** e.g. `product`, `product.stock`, `promo`, `order.status`, `user.roles`, `config`, `taxShipping`. */
  resource: z.string().min(1).max(64),
  resourceId: z.string().max(128).nullable(),
  action: z.enum(['create', 'update', 'delete']),
  actor: AuditActor,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: isoDateTime,
  /** The W3C trace id of the request that made the change ('' when it was not traced). */
  traceId: z.string().max(32),
  requestId: z.string().max(128),
});
export type AuditRecordedData = z.infer<typeof AuditRecordedData>;

export const AuditRecordedEvent = eventEnvelope(AUDIT_RECORDED, 1, AuditRecordedData);
export type AuditRecordedEvent = z.infer<typeof AuditRecordedEvent>;
