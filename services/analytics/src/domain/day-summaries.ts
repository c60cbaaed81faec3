import { DayCounts, isDuplicateKeyError } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';
import { eachDay } from './calendar';
import { summarizeDay, type DaySummary } from './day-summary';
import type { OrderProjections } from './order-projections';

export const DAY_SUMMARIES = 'day_summaries';

/** Days read at once for a report. */
const DAYS_AT_ONCE = 8;

/**
 * The shape of `DaySummary` a stored summary was written in: a release that changes the shape raises it, and a
 * summary of another shape is recounted (old and new copies side by side each recount what they cannot read).
 */
export const SUMMARY_FORMAT = 1;

interface DaySummaryDocument {
  /** The Cairo day. */
  _id: string;
  /** Bumped by `$inc` after every projection write to an order of this day. */
  version: number;
  /**
   * The DaySummary as JSON text: the database never looks inside it, and FerretDB decodes one string far faster
   * than the same figures as nested documents (a month of 300 products a day: 75 against 300 ms).
   */
  summary?: string;
  /** The `version` read before the orders `summary` counts were read. */
  summaryVersion?: number;
  summaryFormat?: number;
}

/**
 * The sales report's per-day summaries (`day_summaries`, one document a Cairo day; decision 014, amended), so
 * a month's report reads about 30 small documents instead of every order of the month.
 *
 * Invariant: a stored summary with summaryVersion = version counts every projection write whose bump it saw.
 * Every projection write bumps its day AFTER it is written; a report reads the version BEFORE it reads the day's
 * orders, and stores its summary only by compare-and-set on that version. So a write the recount missed either
 * had its bump after the version read (the version has moved on: the compare-and-set fails, or the stored summary
 * is already outdated) or will bump later (outdating it). A summary never looks newer than what it counted.
 * Days have no document until their first bump; an existing shop's days (projected before the summaries) are
 * counted on first read and stored at version 0 by an insert that a concurrent first bump makes fail.
 */
export class DaySummaries {
  readonly collection: Collection<DaySummaryDocument>;
  private readonly versions: DayCounts<DaySummaryDocument>;

  constructor(
    db: Db,
    private readonly projections: OrderProjections,
  ) {
    this.collection = db.collection<DaySummaryDocument>(DAY_SUMMARIES);
    this.versions = new DayCounts(this.collection);
  }

  /**
   * Outdates the day's summary; called after each projection write to one of its orders, whether or not the
   * write changed anything (a redelivered event bumps again, which costs one recount and nothing else).
   */
  async bump(day: string): Promise<void> {
    // the kit's day upsert: two replicas creating the day at once, the second one retries as a plain $inc
    await this.versions.update(day, { $inc: { version: 1 } });
  }

  /** The summaries of every day from `from` to `to` (Cairo days, inclusive), a few days in flight at once. */
  async between(from: string, to: string): Promise<DaySummary[]> {
    const days = eachDay(from, to);
    const summaries: DaySummary[] = [];
    for (let i = 0; i < days.length; i += DAYS_AT_ONCE) {
      summaries.push(...(await Promise.all(days.slice(i, i + DAYS_AT_ONCE).map((day) => this.of(day)))));
    }
    return summaries;
  }

  /** The day's stored summary when it is current; otherwise the day recounted from its orders, and kept. */
  async of(day: string): Promise<DaySummary> {
    // the version is read first: the recount below then holds at least every write this version saw bumped
    const stored = await this.collection.findOne({ _id: day });
    if (
      stored?.summary &&
      stored.summaryVersion === stored.version &&
      stored.summaryFormat === SUMMARY_FORMAT
    ) {
      return JSON.parse(stored.summary) as DaySummary;
    }
    const summary = summarizeDay(day, await this.projections.ofDay(day));
    const kept = { summary: JSON.stringify(summary), summaryFormat: SUMMARY_FORMAT };
    if (stored) {
      const { version } = stored;
      await this.collection.updateOne({ _id: day, version }, { $set: { ...kept, summaryVersion: version } });
    } else {
      await this.keepFirst(day, kept);
    }
    return summary;
  }

  /**
   * The rebuild empties the projection and refills it: every stored summary is outdated first (its version
   * bumped, never reset, so a recount that read an older version can never store over a newer one).
   */
  async outdateAll(): Promise<void> {
    await this.collection.updateMany({}, { $inc: { version: 1 } });
  }

  private async keepFirst(day: string, kept: { summary: string; summaryFormat: number }): Promise<void> {
    try {
      await this.collection.insertOne({ _id: day, version: 0, ...kept, summaryVersion: 0 });
    } catch (error) {
      // a bump created the document meanwhile: the recount may have missed its write, so it is not kept
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
