import type { Collection, ObjectId } from 'mongodb';
import type { OrderDocument } from './order-document';

const MAX_POLL_PAUSE_MS = 250;

export interface OrderWriterOptions {
  /** Longest wait for the outbox relay to finish with an order before writing anyway. */
  quietWaitMs?: number;
  /** First pause between two looks; it doubles up to 250 ms. */
  pollMs?: number;
}

/**
 * Every update of an existing order goes through here. FerretDB 1.24, the local database, applies an update
 * as read, modify, write without isolation: of two concurrent updates of one document one can silently undo
 * the other, conditions in the filter included (MongoDB 7 is atomic per document). So, within this process:
 * - updates of one order run one after another;
 * - an update waits, bounded, until the outbox relay is done with the order. The relay only writes orders
 *   that have pending events, so once none are pending, nothing but this queue writes the order.
 * Other replicas are not covered; on MongoDB none of this is needed, and it costs only the queueing.
 */
export class OrderWriter {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly options: OrderWriterOptions = {},
  ) {}

  update<T>(orderId: ObjectId, write: () => Promise<T>): Promise<T> {
    const key = orderId.toHexString();
    const previous = this.tails.get(key) ?? Promise.resolve();
    const task = async () => {
      await this.untilRelayIsDone(orderId);
      return write();
    };
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Polls with a growing pause: many waiting writers must not crowd out the relay they wait for. */
  private async untilRelayIsDone(orderId: ObjectId): Promise<void> {
    const deadline = Date.now() + (this.options.quietWaitMs ?? 2000);
    let pause = this.options.pollMs ?? 10;
    while (Date.now() < deadline) {
      const pending = await this.orders.countDocuments(
        { _id: orderId, hasPendingEvents: true },
        { limit: 1 },
      );
      if (pending === 0) return;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, MAX_POLL_PAUSE_MS);
    }
  }
}
