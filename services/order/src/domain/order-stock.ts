import type { OrderStatus } from '@shop/contracts';
import { AppError, ConflictError } from '@shop/service-kit';
import type { Collection, ObjectId } from 'mongodb';
import type { CatalogClient } from '../clients/catalog-client';
import { revisionOf, type OrderDocument } from './order-document';

/** What the back office's status changes ask of the catalog's stock hold of an order. */
export class OrderStock {
  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly catalog: CatalogClient,
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
      throw error;
    }
  }

  /**
   * The catalog was told a revision this order did not get (its write failed after the units were taken again):
   * the order skips past it, and the catalog is told the order's real state under the new revision.
   */
  async resync(orderId: ObjectId): Promise<void> {
    try {
      const current = await this.orders.findOne({ _id: orderId });
      if (!current) return;
      const revision = revisionOf(current) + 2;
      await this.orders.updateOne({ _id: orderId }, { $set: { revision } });
      await this.catalog.setHold(orderId.toHexString(), { placed: true, revision, status: current.status });
    } catch (error) {
      this.log.error({ err: error, orderId: orderId.toHexString() }, 'stock hold may be ahead of its order');
    }
  }
}
