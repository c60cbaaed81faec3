import { ORDER_NUMBER_START } from '@shop/contracts';
import { isDuplicateKeyError } from '@shop/service-kit';
import type { Db } from 'mongodb';

export const COUNTERS = 'counters';
const ORDER_NUMBER = 'orderNumber';

interface CounterDocument {
  _id: string;
  value: number;
}

/**
 * Order numbers (issue 31): one counter document, incremented atomically by whichever replica asks
 * (`findOneAndUpdate` with `$inc` is one single-document write on MongoDB and FerretDB alike), so numbers are
 * unique and increasing across replicas. A number taken by a placement that is then refused is not reused: a gap.
 */
export class OrderNumbers {
  constructor(private readonly db: Db) {}

  async next(): Promise<number> {
    const counters = this.db.collection<CounterDocument>(COUNTERS);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const counter = await counters.findOneAndUpdate(
          { _id: ORDER_NUMBER },
          { $inc: { value: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
        return ORDER_NUMBER_START - 1 + counter!.value;
      } catch (error) {
        // Two first orders at once: both upserts insert, one loses on `_id`; it increments the one now there.
        if (!isDuplicateKeyError(error) || attempt > 0) throw error;
      }
    }
  }
}
