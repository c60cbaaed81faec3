import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { OrderServiceHarness } from './support/order-service';

const { eventually, TcpProxy } = testing;

describe('broker outages', () => {
  const proxy = new TcpProxy('127.0.0.1', 5672);
  const service = new OrderServiceHarness();

  beforeAll(async () => {
    await proxy.start();
    // Only the order service goes through the proxy; the recorder listens on the broker directly.
    await service.start({ amqpUrl: proxy.url() });
  });
  afterAll(async () => {
    await service.close();
    await proxy.stop();
  });

  const placeOne = async () => (await service.placed({ price: 75 }))._id;

  it('when the broker is down while orders are placed, then each is accepted and its order.placed goes out once it is back', async () => {
    const before = await placeOne();
    await eventually(() =>
      expect(service.recorder.ofType('order.placed').map((e) => e.data.orderId)).toEqual([before]),
    );

    const port = proxy.port;
    await proxy.stop(); // the connection drops and no new one can be made
    const during: string[] = [];
    for (let i = 0; i < 5; i += 1) during.push(await placeOne());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(service.recorder.ofType('order.placed').map((e) => e.data.orderId)).toEqual([before]);
    expect(
      await service.orders.countDocuments({
        _id: { $in: during.map((id) => new ObjectId(id)) },
        hasPendingEvents: true,
      }),
    ).toBe(5);

    await proxy.start(port);
    await eventually(
      () =>
        expect(
          service.recorder
            .ofType('order.placed')
            .map((e) => e.data.orderId)
            .sort(),
        ).toEqual([before, ...during].sort()),
      15_000,
    );
    // Nothing doubled once everything is drained.
    await eventually(
      async () => expect(await service.orders.countDocuments({ hasPendingEvents: true })).toBe(0),
      5000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.recorder.ofType('order.placed')).toHaveLength(6);
  }, 30_000);

  it('when the connection only blips, then orders keep flowing and no event is lost', async () => {
    const placed: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      if (i === 3) proxy.cutConnections();
      placed.push(await placeOne());
    }
    await eventually(() => {
      const seen = new Set(service.recorder.ofType('order.placed').map((e) => e.data.orderId));
      expect(placed.filter((id) => !seen.has(id))).toEqual([]);
    }, 15_000);
  }, 30_000);
});
