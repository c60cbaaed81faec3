import type { OrderStatus, OrderStatusChange } from '@shop/contracts';
import { byId, type IndexDeclaration, type QueryShape } from '@shop/service-kit';
import type { Db } from 'mongodb';
import type { OrderDocument } from './order-document';

export const ORDER_STATUS_HISTORY = 'order_status_history';

/** One status change of an order, from its `order.status_changed`: one document per revision. */
interface StatusChangeDocument {
  /** `<orderId>:<revision>` (the event id for an event without one): a redelivery writes nothing new. */
  _id: string;
  orderId: string;
  status: OrderStatus;
  at: Date;
  revision: number;
}

export const statusHistoryIndexes: IndexDeclaration[] = [
  { collection: ORDER_STATUS_HISTORY, key: { orderId: 1 } },
];

export const statusHistoryQueryShapes: QueryShape[] = [
  byId(ORDER_STATUS_HISTORY, 'StatusHistory.record (order.status_changed)'),
  { collection: ORDER_STATUS_HISTORY, equals: ['orderId'], by: 'StatusHistory.of, forget' },
];

/**
 * The status history of every order (issue 32), built from the order's own revisions: each status change is
 * published with the revision it made (`order.status_changed`), and the service keeps one entry per revision.
 * The placement is the first entry (Incoming at the order's creation); the order as stored has the last word, so
 * a change whose event is still on its way, or an order changed before the history existed, still ends right.
 */
export class StatusHistory {
  constructor(private readonly db: Db) {}

  async record(change: {
    orderId: string;
    revision?: number;
    status: OrderStatus;
    at: Date;
    eventId: string;
  }) {
    const _id = `${change.orderId}:${change.revision ?? change.eventId}`;
    await this.collection().updateOne(
      { _id },
      {
        $setOnInsert: {
          orderId: change.orderId,
          status: change.status,
          at: change.at,
          revision: change.revision ?? 0,
        },
      },
      { upsert: true },
    );
  }

  /** A deleted order's history goes with it. */
  async forget(orderId: string): Promise<void> {
    await this.collection().deleteMany({ orderId });
  }

  async of(
    order: Pick<OrderDocument, '_id' | 'status' | 'createdAt' | 'updatedAt'>,
  ): Promise<OrderStatusChange[]> {
    const changes = await this.collection().find({ orderId: order._id.toHexString() }).toArray();
    changes.sort((a, b) => a.revision - b.revision || a.at.getTime() - b.at.getTime());
    const history: OrderStatusChange[] = [
      { status: 'Incoming', at: order.createdAt.toISOString() },
      ...changes.map((change) => ({ status: change.status, at: change.at.toISOString() })),
    ];
    if (history.at(-1)!.status !== order.status) {
      history.push({ status: order.status, at: order.updatedAt.toISOString() });
    }
    return history;
  }

  private collection() {
    return this.db.collection<StatusChangeDocument>(ORDER_STATUS_HISTORY);
  }
}
