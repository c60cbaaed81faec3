import { randomUUID } from 'node:crypto';
import { ServiceUnavailableError, type OutboxFields } from '@shop/service-kit';
import type { Collection, ObjectId } from 'mongodb';
import type { OrderDocument } from './order-document';
import { OrderNumbers } from './order-numbers';

export interface PlacingOptions {
  /** How long a placement holds its order before a retry with its key, or the sweeper, may take it over. */
  leaseMs: number;
  /** How long a request waits for another one placing under the same key before giving up with a 409. */
  waitMs: number;
  pollMs?: number;
}

/** This request's hold on an order being placed: the order's id, and the lease owner that proves it. */
export interface PlacingAttempt {
  orderId: ObjectId;
  owner: string;
  /** The order's number, kept by whoever takes the placement over. */
  number: number;
}

/**
 * An order being placed is held by a lease (decision 026): only its holder completes it or gives it back; a
 * lapsed lease is taken over by a retry with the same key, or by the sweeper.
 */
export class PlacingLeases {
  protected readonly numbers: OrderNumbers;

  constructor(
    protected readonly orders: Collection<OrderDocument>,
    protected readonly options: PlacingOptions,
  ) {
    this.numbers = new OrderNumbers(orders.db);
  }

  /**
   * The placement's one last write: the whole order with its outbox, only while this request still holds the
   * placement. Lost (another request or the sweeper took it over), it is a 503 and nothing is stored.
   */
  async complete(attempt: PlacingAttempt, order: OrderDocument, outbox: OutboxFields): Promise<void> {
    const { _id, ...fields } = order;
    const written = await this.orders.updateOne(
      { _id: attempt.orderId, placing: true, 'placingLease.owner': attempt.owner },
      { $set: { ...fields, ...outbox }, $unset: { placing: '', placingLease: '' } },
    );
    if (written.modifiedCount !== 1) {
      throw new ServiceUnavailableError(
        'We could not place your order right now. Please try again in a moment.',
        'PLACEMENT_TAKEN_OVER',
      );
    }
  }

  /** False once another request or the sweeper took the placement over: what it took is theirs to keep or give. */
  async holds(attempt: PlacingAttempt): Promise<boolean> {
    const held = { _id: attempt.orderId, placing: true as const, 'placingLease.owner': attempt.owner };
    return (await this.orders.countDocuments(held, { limit: 1 })) > 0;
  }

  /** The placement gave back what it took: its order goes (a gap in the numbers). */
  async close(attempt: PlacingAttempt): Promise<void> {
    await this.orders.deleteOne({ _id: attempt.orderId, placing: true, 'placingLease.owner': attempt.owner });
  }

  /**
   * Lets the lease lapse after `afterMs`: then a retry with the key takes the order over, or the sweeper gives
   * everything back again.
   */
  async leaveToSweeper(attempt: PlacingAttempt, afterMs: number): Promise<void> {
    await this.orders.updateOne(
      { _id: attempt.orderId, placing: true, 'placingLease.owner': attempt.owner },
      { $set: { 'placingLease.until': new Date(Date.now() + afterMs) } },
    );
  }

  /** Takes over a placement whose lease lapsed; null when someone else did first. */
  async takeOver(
    placing: Pick<OrderDocument, '_id' | 'placingLease' | 'number'>,
    owner: string,
  ): Promise<PlacingAttempt | null> {
    const lease = placing.placingLease!;
    const taken = await this.orders.updateOne(
      {
        _id: placing._id,
        placing: true,
        'placingLease.owner': lease.owner,
        'placingLease.until': lease.until,
      },
      { $set: { placingLease: { owner, until: this.leaseUntil() } } },
    );
    if (taken.modifiedCount !== 1) return null;
    // a placement stored before numbers existed gets one now
    return { orderId: placing._id, owner, number: placing.number ?? (await this.numbers.next()) };
  }

  /** A new lease's owner (a placement's request, or whoever takes one over). */
  protected newOwner(): string {
    return randomUUID();
  }

  protected leaseUntil(): Date {
    return new Date(Date.now() + this.options.leaseMs);
  }
}
