import type { AuditListResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import { auditQuery, type AuditFilters } from './audit-rules';

/** One page of the audit log, newest first (GET /api/audit, admin-only). */
export const fetchAuditLog = (filters: AuditFilters, page: number, limit: number) =>
  apiFetch<AuditListResponse>(`/audit${auditQuery(filters, page, limit)}`);
