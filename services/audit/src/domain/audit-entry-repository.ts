import type { AuditEntry, AuditListQuery, AuditRecordedEvent } from '@shop/contracts';
import { isDuplicateKeyError, type IndexDeclaration } from '@shop/service-kit';
import type { Collection, Db, Filter } from 'mongodb';

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
  beforeJson: string | null;
  afterJson: string | null;
  at: Date;
  traceId: string;
  requestId: string;
  /** When this service stored it (`at` is when the change was made). */
  recordedAt: Date;
}

/** The list filters on any one of service, resource, resource id and actor, newest first: one index each. */
export const auditEntryIndexes: IndexDeclaration[] = [
  { collection: ENTRIES, key: { at: -1 } },
  { collection: ENTRIES, key: { service: 1, at: -1 } },
  { collection: ENTRIES, key: { resource: 1, at: -1 } },
  // a resource id on its own (an order's whole history, whatever the resource) is selective enough alone
  { collection: ENTRIES, key: { resourceId: 1, at: -1 } },
  { collection: ENTRIES, key: { 'actor.userId': 1, at: -1 } },
];

export type AppendOutcome = 'stored' | 'duplicate';

/** The log only grows: this repository can add an entry and read entries, nothing else. */
export class AuditEntryRepository {
  private readonly entries: Collection<AuditEntryDocument>;

  constructor(db: Db) {
    this.entries = db.collection<AuditEntryDocument>(ENTRIES);
  }

  async append(event: AuditRecordedEvent, now = new Date()): Promise<AppendOutcome> {
    const { data } = event;
    try {
      await this.entries.insertOne({
        _id: event.id,
        service: data.service,
        resource: data.resource,
        resourceId: data.resourceId,
        action: data.action,
        actor: { userId: data.actor.userId, email: data.actor.email },
        beforeJson: toJson(data.before),
        afterJson: toJson(data.after),
        at: new Date(data.at),
        traceId: data.traceId,
        requestId: data.requestId,
        recordedAt: now,
      });
      return 'stored';
    } catch (error) {
      if (isDuplicateKeyError(error)) return 'duplicate';
      throw error;
    }
  }

  /** One page, newest first (ties broken by id so pages never overlap), and how many match in all. */
  async list(query: AuditListQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const filter = toFilter(query);
    const [documents, total] = await Promise.all([
      this.entries
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .toArray(),
      this.entries.countDocuments(filter),
    ]);
    return { entries: documents.map(toAuditEntry), total };
  }
}

function toFilter(query: AuditListQuery): Filter<AuditEntryDocument> {
  const filter: Filter<AuditEntryDocument> = {};
  if (query.service) filter.service = query.service;
  if (query.resource) filter.resource = query.resource;
  if (query.resourceId) filter.resourceId = query.resourceId;
  if (query.actor) filter['actor.userId'] = query.actor;
  if (query.from || query.to) {
    filter.at = {
      ...(query.from ? { $gte: new Date(query.from) } : {}),
      ...(query.to ? { $lte: new Date(query.to) } : {}),
    };
  }
  return filter;
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
