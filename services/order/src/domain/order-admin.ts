import { setTimeout as sleep } from 'node:timers/promises';
import { isLiveStatus, type OrderStatus } from '@shop/contracts';
import {
  ConflictError,
  NotFoundError,
  hideOutboxFields,
  tombstone,
  withEvents,
  type EventEnvelope,
} from '@shop/service-kit';
import { ObjectId, type Collection } from 'mongodb';
import { orderDeleted, orderStatusChanged } from '../events/publishers/order-events';
import { bulkDeletionSummary, type RecordAudit } from './audit';
import { revisionOf, toOrderResponse, visibleOrders, type OrderDocument } from './order-document';
import type { OrderDays } from './order-days';
import { searchFilter } from './order-search';
import type { OrderStock } from './order-stock';

const ORDER_NOT_FOUND = 'Order not found';
/** Orders deleted at once by "delete all": enough to be quick, few enough not to flood the database. */
const DELETE_ALL_CONCURRENCY = 8;

/** The back office's orders: read, change the status, delete; each change publishes its event. */
/** How often a status change is tried again when other changes of the same order keep winning. */
const MAX_STATUS_ATTEMPTS = 10;

export class OrderAdmin {
  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly stock: OrderStock,
    private readonly days: OrderDays,
  ) {}

  /**
   * Every order newest first, the specs' unpaged answer (the admin screen reads `OrderPages`); orders still being
   * placed are not listed (decision 026). With `q`, only the orders its number, name, phone or e-mail finds
   * (issue 31), each answered from an index.
   */
  list(q?: string): Promise<OrderDocument[]> {
    const found = q ? searchFilter(q) : {};
    return this.orders
      .find({ ...found, ...visibleOrders }, { projection: hideOutboxFields })
      .sort({ createdAt: -1, _id: -1 })
      .toArray() as Promise<OrderDocument[]>;
  }

  async find(id: string): Promise<OrderDocument> {
    const order = await this.orders.findOne(
      { _id: new ObjectId(id), ...visibleOrders },
      { projection: hideOutboxFields },
    );
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Any status to any other (admin spec §4), with `order.status_changed` in the same write; setting the
   * status it already has changes nothing and publishes nothing. A Cancelled or Refunded order moved back to a
   * live status takes its units again first, or is refused with a 409 when they are gone; the other way round,
   * the catalog gives them back when the event arrives.
   */
  async changeStatus(
    id: string,
    to: OrderStatus,
    changedBy: string | null,
    audit: RecordAudit,
  ): Promise<OrderDocument> {
    // Admins changing one order at once all get their change, one after another: each attempt starts from the
    // order as stored, so every published change starts where the previous one ended, on any replica.
    for (let attempt = 0; attempt < MAX_STATUS_ATTEMPTS; attempt += 1) {
      // A lost compare-and-set waits a little longer each time: retried at once, all ten attempts could fall
      // inside the few milliseconds another admin's write takes to land, and the change would be refused.
      if (attempt > 0) await sleep(attempt * 10 + Math.random() * 10);
      const order = await this.find(id);
      if (order.status === to) return order;
      const changed = await this.applyStatus(order, to, changedBy, audit);
      if (changed) return changed;
    }
    throw new ConflictError('The order was changed by someone else meanwhile. Please try again.');
  }

  /** One compare-and-set on the revision read; null when someone else changed the order first. */
  private async applyStatus(
    order: OrderDocument,
    to: OrderStatus,
    changedBy: string | null,
    audit: RecordAudit,
  ): Promise<OrderDocument | null> {
    const updatedAt = new Date();
    const revision = revisionOf(order) + 1;
    const next = { ...order, status: to, updatedAt, revision };
    const reviving = !isLiveStatus(order.status) && isLiveStatus(to);
    if (reviving) await this.stock.takeAgain(order._id, revision, to);
    const changed = await this.orders
      .findOneAndUpdate(
        {
          _id: order._id,
          status: order.status,
          revision: order.revision ?? { $exists: false },
          ...visibleOrders,
        },
        withEvents<OrderDocument>({ $set: { status: to, updatedAt, revision } }, [
          orderStatusChanged(next, order.status, to, changedBy),
          audit({
            resource: 'order.status',
            resourceId: order._id.toHexString(),
            action: 'update',
            before: toOrderResponse(order),
            after: toOrderResponse(next),
          }),
        ]),
        // No projection: FerretDB 1.24 does not implement one on findAndModify.
        { returnDocument: 'after' },
      )
      .catch(async (error: unknown) => {
        if (reviving) await this.stock.resync(order._id);
        throw error;
      });
    if (!changed && reviving) await this.stock.resync(order._id);
    if (changed) await this.days.move(order, order.status, to);
    return changed;
  }

  /** Gone for readers at once; removed once its `order.deleted` (and its audit entry) is out. */
  delete(id: string, audit: RecordAudit): Promise<void> {
    return this.tombstone(id, (order) => [
      audit({
        resource: 'order',
        resourceId: id,
        action: 'delete',
        before: toOrderResponse(order),
        after: null,
      }),
    ]);
  }

  private async tombstone(id: string, auditEvents: (order: OrderDocument) => EventEnvelope[]): Promise<void> {
    const order = await this.find(id);
    const result = await this.orders.updateOne(
      { _id: order._id, ...visibleOrders },
      tombstone<OrderDocument>([orderDeleted(order), ...auditEvents(order)]),
    );
    if (result.modifiedCount === 0) throw new NotFoundError(ORDER_NOT_FOUND);
    await this.days.move(order, order.status, null);
  }

  /**
   * Every order, each with its own `order.deleted`; answers how many were deleted. The one audit entry (a
   * summary of the orders found) rides on the first order's tombstone, so it is stored before anything else goes.
   */
  async deleteAll(audit: RecordAudit): Promise<number> {
    // Read first, then write: tombstoning while a cursor walks the same filter could skip or revisit orders.
    const ids = (await this.orders.find(visibleOrders, { projection: { _id: 1 } }).toArray()).map(
      (order) => order._id,
    );
    const summary = bulkDeletionSummary(ids.map((id) => id.toHexString()));
    const entry = [
      audit({ resource: 'order', resourceId: null, action: 'delete', before: summary, after: null }),
    ];
    let deleted = 0;
    let next = 0;
    const deleteOne = async (id: ObjectId, auditEvents: EventEnvelope[]): Promise<boolean> => {
      try {
        await this.tombstone(id.toHexString(), () => auditEvents);
        deleted += 1;
        return true;
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error; // deleted meanwhile
        return false;
      }
    };
    // Alone first: nothing goes before the entry that says so is stored.
    while (next < ids.length && !(await deleteOne(ids[next++]!, entry)));
    const worker = async () => {
      while (next < ids.length) await deleteOne(ids[next++]!, []);
    };
    await Promise.all(Array.from({ length: DELETE_ALL_CONCURRENCY }, worker));
    return deleted;
  }
}
