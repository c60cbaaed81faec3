import type { AuditEntry } from '@shop/contracts';
import { AUDITED_SERVICES } from '@shop/contracts/constants';

export { AUDITED_SERVICES };
export type AuditedService = (typeof AUDITED_SERVICES)[number];

export interface AuditFilters {
  service: AuditedService | 'all';
  /** Exact resource name, e.g. `product`, `order.status`; '' for every resource. */
  resource: string;
}

export const NO_ENTRIES = 'No audit entries match these filters yet.';

/** `?service=catalog&resource=product&page=2&limit=20`: only the filters that narrow anything. */
export function auditQuery(filters: AuditFilters, page: number, limit: number): string {
  const params = new URLSearchParams();
  if (filters.service !== 'all') params.set('service', filters.service);
  const resource = filters.resource.trim();
  if (resource) params.set('resource', resource);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `?${params.toString()}`;
}

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Who made the change: their e-mail as the token said, else their user id. */
export function actorLabel(entry: Pick<AuditEntry, 'actor'>): string {
  return entry.actor.email || entry.actor.userId;
}

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** 'product updated', 'promo deleted', 'config updated'. */
export function changeLabel(entry: Pick<AuditEntry, 'resource' | 'action'>): string {
  return `${entry.resource} ${ACTION_WORDS[entry.action]}`;
}

/** The before/after state as indented JSON text ('(none)' for a creation's before or a deletion's after). */
export function stateText(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  return JSON.stringify(value, null, 2);
}
