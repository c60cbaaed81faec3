import type { AuditEntry, AuditListQuery, AuditRecordedEvent } from '@shop/contracts';
import { isDuplicateKeyError } from '@shop/service-kit';
import type { Collection, Db, Filter } from 'mongodb';
import { AuditDays } from './audit-days';
import { ENTRIES, toAuditDocument, toAuditEntry, type AuditEntryDocument } from './audit-entry-document';

export { ENTRIES, auditEntryIndexes, toAuditEntry, type AuditEntryDocument } from './audit-entry-document';

export type AppendOutcome = 'stored' | 'duplicate';

/** The log only grows: this repository can add an entry and read entries, nothing else. */
export class AuditEntryRepository {
  private readonly entries: Collection<AuditEntryDocument>;
  private readonly days: AuditDays;

  constructor(db: Db) {
    this.entries = db.collection<AuditEntryDocument>(ENTRIES);
    this.days = new AuditDays(db, this.entries);
  }

  async append(event: AuditRecordedEvent, now = new Date()): Promise<AppendOutcome> {
    const document = toAuditDocument(event, now);
    let outcome: AppendOutcome = 'stored';
    try {
      await this.entries.insertOne(document);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      outcome = 'duplicate';
    }
    // a duplicate recounts too: the first delivery may have stopped between its insert and its count
    await this.days.recount(document.day);
    return outcome;
  }

  /**
   * One page, newest first (ties broken by id so pages never overlap), and how many match in all. Filtered by
   * service, resource, resource id or actor, the set is looked up by that field; otherwise day by day.
   */
  async list(query: AuditListQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const range = {
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
    const filter = toFilter(query);
    if (Object.keys(filter).length === 0) {
      const { documents, total } = await this.days.page(range, query.page, query.limit);
      return { entries: documents.map(toAuditEntry), total };
    }
    if (range.from || range.to) {
      filter.at = { ...(range.from ? { $gte: range.from } : {}), ...(range.to ? { $lte: range.to } : {}) };
    }
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

/** The equality filters (each a top-level field with an index of its own). */
function toFilter(query: AuditListQuery): Filter<AuditEntryDocument> {
  const filter: Filter<AuditEntryDocument> = {};
  if (query.service) filter.service = query.service;
  if (query.resource) filter.resource = query.resource;
  if (query.resourceId) filter.resourceId = query.resourceId;
  if (query.actor) filter.actorUserId = query.actor;
  return filter;
}
