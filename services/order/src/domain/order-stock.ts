import type { OrderStatus } from '@shop/contracts';
import { AppError, ConflictError, notDeleted, withEvents } from '@shop/service-kit';
import type { Collection, ObjectId } from 'mongodb';
import type { CatalogClient } from '../clients/catalog-client';
import { orderRevised } from '../events/publishers/order-events';
import { revisionOf, type OrderDocument } from './order-document';

/** Tries of the revision skip when other changes of the order keep winning. */
const MAX_RESYNC_ATTEMPTS = 10;

/** What the back office's status changes ask of the catalog's stock hold of an order. */
export class OrderStock {
  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly catalog: CatalogClient,
    private readonly outbox: { notify(): void },
    private readonly log: { error(details: object, message: string): void },
  ) {}

  /** A Cancelled or Refunded order comes back: its units are taken again, or the change is refused (409). */
  async takeAgain(orderId: ObjectId, revision: number, to: OrderStatus): Promise<void> {
    try {
      await this.catalog.setHold(orderId.toHexString(), { placed: true, revision, status: to });
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) {
        throw new ConflictError(`The order cannot be set to ${to}: ${error.message}`, error.code);
      }
      // No answer, or the catalog failed: the units may have been taken under a revision the order will not get.
      await this.resync(orderId);
      throw error;
    }
  }

  /**
   * The catalog may hold the order's units under a revision the order did not get (its status write lost, or the
   * catalog's answer never came). The order skips past that revision, and `order.revised` — written with the skip,
   * so it reaches the catalog even while the catalog is down — tells the hold the order's real state there.
   */
  async resync(orderId: ObjectId): Promise<void> {
    try {
      for (let attempt = 0; attempt < MAX_RESYNC_ATTEMPTS; attempt += 1) {
        const current = await this.orders.findOne({ _id: orderId, ...notDeleted });
        // A deleted order's order.deleted already gives everything back.
        if (!current) return;
        const revision = revisionOf(current) + 2;
        const skipped = await this.orders.updateOne(
          { _id: orderId, revision: current.revision ?? { $exists: false }, ...notDeleted },
          withEvents<OrderDocument>({ $set: { revision } }, [orderRevised(current, revision)]),
        );
        if (skipped.modifiedCount === 1) return this.outbox.notify();
      }
      throw new Error('the order kept changing');
    } catch (error) {
      this.log.error({ err: error, orderId: orderId.toHexString() }, 'stock hold may be ahead of its order');
    }
  }
}
