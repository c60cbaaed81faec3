import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('order.placed leaves with the order', () => {
  // The relay's sweep runs once at start and then not for a minute: only the placement itself can publish.
  const service = orderTestBed({ outboxPollIntervalMs: 60_000 });

  it('when an order is stored, then its order.placed is published at once and the order keeps no pending event', async () => {
    const response = await service.placeOrder(service.bodyWithCart({ price: 120 }));

    expect(response.statusCode).toBe(201);
    const orderId = response.json()._id as string;
    await eventually(() =>
      expect(service.recorder.ofType('order.placed').map((event) => event.data.orderId)).toEqual([orderId]),
    );
    await eventually(async () => {
      const stored = await service.orders.findOne({ _id: new ObjectId(orderId) });
      expect(stored).toMatchObject({ pendingEvents: [] });
      expect(stored).not.toHaveProperty('hasPendingEvents');
      expect(stored).not.toHaveProperty('outboxLease');
    });
  });
});
