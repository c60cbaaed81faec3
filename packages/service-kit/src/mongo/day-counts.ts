import type { Collection, Filter, UpdateFilter } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

/**
 * The counts of a list kept in day buckets (decision 018): one small document a UTC day, `_id` the day, so a
 * year of the list is 365 of them and the whole day list can be read where FerretDB would read every document.
 */
export class DayCounts<D extends { _id: string }> {
  constructor(private readonly days: Collection<D>) {}

  /** Writes a day's counts, creating the day; two first writes of a day at once: the second one retries. */
  async update(day: string, update: UpdateFilter<D>): Promise<void> {
    const write = () => this.days.updateOne({ _id: day } as Filter<D>, update, { upsert: true });
    try {
      await write();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await write(); // the day exists now
    }
  }

  /** Every day's document, newest first. */
  async newestFirst(): Promise<D[]> {
    const days = (await this.days.find({}).toArray()) as D[];
    return days.sort((a, b) => b._id.localeCompare(a._id));
  }
}
