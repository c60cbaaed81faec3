import type { Db, Document, Filter } from 'mongodb';
import type { Logger } from '../logger';
import type { IndexDeclaration } from './mongo';
import { PeriodicSweeper } from '../service/worker';

/**
 * How long a collection keeps a kind of document (decision 019). One rule serves both databases: on MongoDB a
 * TTL index (with `only` as its partial filter) removes what has expired; on FerretDB, which has no TTL indexes,
 * the kit's RetentionSweeper deletes the same documents.
 */
export interface RetentionRule {
  collection: string;
  /** A date field: a document goes once this is `afterSeconds` in the past (one without the field stays). */
  field: string;
  afterSeconds: number;
  /** Only documents whose top-level fields have these values (a settled status); a TTL index's partial filter. */
  only?: Record<string, string | number | boolean>;
  /** Why that long: shown in the docs and the sweeper's log. */
  why: string;
}

export const DAY_SECONDS = 24 * 60 * 60;

/** The TTL index of a rule, as MongoDB wants it. */
export function ttlIndex(rule: RetentionRule): IndexDeclaration {
  return {
    collection: rule.collection,
    key: { [rule.field]: 1 },
    options: {
      expireAfterSeconds: rule.afterSeconds,
      name: `${rule.field}_ttl`,
      ...(rule.only ? { partialFilterExpression: rule.only } : {}),
    },
  };
}

/** True on FerretDB (its buildInfo names its version), false on MongoDB. */
export async function isFerretDb(db: Db): Promise<boolean> {
  const info = await db.admin().command({ buildInfo: 1 });
  return typeof info.ferretdbVersion === 'string';
}

/** Creates the TTL indexes of the rules (MongoDB); an index already there with another lifetime is changed. */
export async function ensureTtlIndexes(db: Db, rules: RetentionRule[]): Promise<void> {
  for (const rule of rules) {
    const { collection, key, options } = ttlIndex(rule);
    try {
      await db.collection(collection).createIndex(key, options);
    } catch (error) {
      // IndexOptionsConflict: an index on the same key already there, without a TTL (declared before this rule)
      // or with another lifetime (a rule whose time changed); collMod turns it into this rule's TTL index
      if ((error as { code?: number }).code !== 85) throw error;
      await db.command({
        collMod: collection,
        index: { keyPattern: key, expireAfterSeconds: rule.afterSeconds },
      });
    }
  }
}

export interface RetentionSweeperOptions {
  db: Db;
  rules: RetentionRule[];
  logger: Logger;
  /** How often a pass runs (an hour by default: nothing waits for it). */
  intervalMs?: number;
  /** Documents read per round. */
  batch?: number;
  now?: () => Date;
}

/**
 * The local stand-in for TTL indexes: deletes what the rules say has expired. Each round reads a batch of ids
 * and deletes them one by one by `_id` (the lookup FerretDB answers from an index), each delete still
 * conditional on the rule, so a document changed meanwhile (a cart touched again) stays. A delete by a filter
 * on the date would read the whole collection while holding its write lock (decision 001).
 */
export class RetentionSweeper extends PeriodicSweeper<number> {
  constructor(private readonly options: RetentionSweeperOptions) {
    super({ intervalMs: options.intervalMs ?? 60 * 60 * 1000, atStart: true });
  }

  /** One pass over every rule; answers how many documents went (`sweep()` runs it). */
  protected async pass(): Promise<number> {
    let removed = 0;
    for (const rule of this.options.rules) {
      try {
        removed += await this.sweepRule(rule);
      } catch (error) {
        this.options.logger.warn(
          { err: error, collection: rule.collection },
          'retention sweep failed; the next pass retries',
        );
      }
    }
    return removed;
  }

  private async sweepRule(rule: RetentionRule): Promise<number> {
    const collection = this.options.db.collection(rule.collection);
    const now = this.options.now?.() ?? new Date();
    const expired = {
      ...(rule.only ?? {}),
      [rule.field]: { $lt: new Date(now.getTime() - rule.afterSeconds * 1000) },
    } as Filter<Document>;
    const batch = this.options.batch ?? 200;
    let removed = 0;
    for (;;) {
      const ids = await collection.find(expired, { projection: { _id: 1 }, limit: batch }).toArray();
      let round = 0;
      for (const { _id } of ids) {
        round += (await collection.deleteOne({ _id, ...expired } as Filter<Document>)).deletedCount;
      }
      removed += round;
      if (ids.length < batch || round === 0) break;
    }
    if (removed > 0) {
      this.options.logger.info(
        { collection: rule.collection, removed, rule: rule.why },
        'retention: expired documents removed',
      );
    }
    return removed;
  }
}
