import { DayCounts, pageAcrossDays, utcDay } from '@shop/service-kit';
import type { Collection, Db, Filter } from 'mongodb';
import type { AuditEntryDocument } from './audit-entry-document';

/** How many entries each UTC day holds: one small document a day, so a year of the log is 365 of them. */
export const DAYS = 'days';

interface DayDocument {
  _id: string;
  entries: number;
}

export interface DayRange {
  from?: Date;
  to?: Date;
}

const NEWEST_FIRST = { at: -1, _id: -1 } as const;

/**
 * The log read a day at a time (issue 36 item 4). FerretDB pushes neither a sort, a limit nor a date range down,
 * so a page of the whole log (or of a date range) would read every entry; here it reads the day counts, skips
 * whole days by their count, and looks entries up by `day` (an equality both databases answer from an index)
 * only for the one or two days the page falls in.
 */
export class AuditDays {
  private readonly days: DayCounts<DayDocument>;

  constructor(
    db: Db,
    private readonly entries: Collection<AuditEntryDocument>,
  ) {
    this.days = new DayCounts(db.collection<DayDocument>(DAYS));
  }

  /**
   * Sets a day's count from the entries themselves, after each append (a redelivered event too, which heals a
   * count a crash left short). `$max` keeps it right when two appends of one day count in either order.
   */
  async recount(day: string): Promise<void> {
    const entries = await this.entries.countDocuments({ day });
    await this.days.update(day, { $max: { entries } });
  }

  /** One page newest first, and how many entries the range holds. */
  async page(
    range: DayRange,
    page: number,
    limit: number,
  ): Promise<{ documents: AuditEntryDocument[]; total: number }> {
    const days = await this.daysIn(range);
    const counts = await Promise.all(
      days.map((day) =>
        this.isEdge(day._id, range) ? this.entries.countDocuments(this.filter(day._id, range)) : day.entries,
      ),
    );
    const total = counts.reduce((sum, count) => sum + count, 0);
    const documents = await pageAcrossDays(
      days.map((day, index) => ({ day: day._id, count: counts[index] ?? 0 })),
      (page - 1) * limit,
      limit,
      (day, skip, take) =>
        this.entries.find(this.filter(day, range)).sort(NEWEST_FIRST).skip(skip).limit(take).toArray(),
    );
    return { documents, total };
  }

  /** The days with entries inside the range, newest first (the whole day list is read: a document a day). */
  private async daysIn(range: DayRange): Promise<DayDocument[]> {
    const first = range.from && utcDay(range.from);
    const last = range.to && utcDay(range.to);
    return (await this.days.newestFirst()).filter(
      (day) => day.entries > 0 && (!first || day._id >= first) && (!last || day._id <= last),
    );
  }

  /** The first or last day of a range that may start or end inside it: counted from its entries. */
  private isEdge(day: string, range: DayRange): boolean {
    return (
      (range.from !== undefined && day === utcDay(range.from)) ||
      (range.to !== undefined && day === utcDay(range.to))
    );
  }

  private filter(day: string, range: DayRange): Filter<AuditEntryDocument> {
    if (!this.isEdge(day, range)) return { day };
    return {
      day,
      at: { ...(range.from ? { $gte: range.from } : {}), ...(range.to ? { $lte: range.to } : {}) },
    };
  }
}
