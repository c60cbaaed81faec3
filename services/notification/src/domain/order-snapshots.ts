import type { Collection, Db } from 'mongodb';
import type { OrderSnapshot } from './order-snapshot';

export const ORDERS = 'orders';

/** This service's own copy of each order it has heard of (every lookup is by `_id`, which FerretDB indexes). */
export class OrderSnapshots {
  private readonly orders: Collection<OrderSnapshot>;

  constructor(db: Db) {
    this.orders = db.collection<OrderSnapshot>(ORDERS);
  }

  /** Kept before the e-mail is tried, so a status change can be mailed even while the first mail is retried. */
  async remember(snapshot: OrderSnapshot): Promise<void> {
    const { _id, ...fields } = snapshot;
    // a redelivered order.placed never rewrites the copy, nor the status revision noted since
    await this.orders.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
  }

  find(orderId: string): Promise<OrderSnapshot | null> {
    return this.orders.findOne({ _id: orderId });
  }

  /** The newest status revision to mail, so a status change that arrives late is not mailed after a newer one. */
  async noteStatusRevision(orderId: string, revision: number): Promise<void> {
    await this.orders.updateOne({ _id: orderId }, { $max: { statusRevision: revision } });
  }
}
