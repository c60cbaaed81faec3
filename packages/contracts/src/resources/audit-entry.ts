import { z } from 'zod';
import { isoDateTime, pageFields } from '../common';
import { AUDIT_LIMIT_MAX } from '../constants';
import { AuditActor, AuditRecordedData, AuditService } from '../events/audit-recorded';

export const AUDIT_PAGE_MAX = 10_000;
export const AUDIT_LIMIT_DEFAULT = 20;

/**
 * One entry of the admin audit log as the audit service answers it: the `audit.recorded` event's data,
 * under the event's id (which is also how a redelivered event is recognised and stored once).
 */
export const AuditEntry = z.object({
  _id: z.string(),
  service: AuditService,
  resource: z.string(),
  resourceId: z.string().nullable(),
  action: AuditRecordedData.shape.action,
  actor: AuditActor,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: isoDateTime,
  traceId: z.string(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const filterText = (max: number) => z.string().trim().min(1).max(max);
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** `GET /api/audit` filters (all optional, combined with AND), newest first, one page at a time. */
export const AuditListQuery = z
  .strictObject({
    service: AuditService.optional(),
    resource: filterText(64).optional(),
    resourceId: filterText(128).optional(),
    /** The admin's user id. */
    actor: filterText(64).optional(),
    /** Inclusive bounds on `at`. */
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
    page: positiveInt(AUDIT_PAGE_MAX).default(1),
    limit: positiveInt(AUDIT_LIMIT_MAX).default(AUDIT_LIMIT_DEFAULT),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: '`from` must not be after `to`',
    path: ['from'],
  });
export type AuditListQuery = z.infer<typeof AuditListQuery>;
export type AuditListQueryInput = z.input<typeof AuditListQuery>;

/** A page of the entries that match the filters. */
export const AuditListResponse = z.object({ entries: z.array(AuditEntry), ...pageFields });
export type AuditListResponse = z.infer<typeof AuditListResponse>;
