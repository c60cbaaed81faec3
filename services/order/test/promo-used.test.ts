import { PROMO_USED, type PromoUsedEvent } from '@shop/contracts';
import { createEvent, EventBus, testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import pino from 'pino';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('promo confirms a use (promo.used)', () => {
  const service = orderTestBed();
  const promoId = new ObjectId().toHexString();
  let publisher: EventBus;

  beforeAll(async () => {
    service.promo.put({ promoId, promoCode: 'Glow10', discountType: 'percentage', discountValue: 10 });
    publisher = new EventBus({
      url: testing.testAmqpUrl,
      exchange: service.exchange,
      logger: pino({ level: 'silent' }),
    });
    await publisher.start();
  });
  afterAll(() => publisher.close());

  async function orderWithPromo(): Promise<{ orderId: string; email: string }> {
    const email = `${new ObjectId().toHexString()}@example.com`;
    const order = await service.placed(
      { price: 200 },
      { promoCode: 'GLOW10', shippingInfo: buildShippingInfo({ email }) },
    );
    return { orderId: order._id, email };
  }

  function promoUsed(orderId: string, email: string, overrides: Partial<PromoUsedEvent['data']> = {}) {
    return createEvent(PROMO_USED, {
      promoId,
      promoCode: 'Glow10',
      orderId,
      email,
      usageCount: 1,
      discountType: 'percentage' as const,
      discountValue: 10,
      discountAmount: 20,
      ...overrides,
    });
  }

  it('when promo confirms the use of an order, then the order records it and keeps the discount it charged', async () => {
    const { orderId, email } = await orderWithPromo();
    await publisher.publish([promoUsed(orderId, email)]);
    await eventually(async () =>
      expect(await service.orders.findOne({ _id: new ObjectId(orderId) })).toMatchObject({
        promoConfirmedAt: expect.any(Date),
        promoDetails: {
          promoCode: 'Glow10',
          discountAmount: 20,
          discountType: 'percentage',
          discountValue: 10,
        },
      }),
    );
  });

  it('when the same event is delivered twice, then it is applied once', async () => {
    const { orderId, email } = await orderWithPromo();
    const event = promoUsed(orderId, email);
    await publisher.publish([event]);
    await publisher.publish([event]);
    await eventually(async () =>
      expect((await service.orders.findOne({ _id: new ObjectId(orderId) }))?.appliedEvents).toEqual([
        event.id,
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await service.orders.findOne({ _id: new ObjectId(orderId) }))?.appliedEvents).toEqual([event.id]);
  });

  it('when the event names another promo than the order holds, then the order is left alone', async () => {
    const { orderId, email } = await orderWithPromo();
    await publisher.publish([promoUsed(orderId, email, { promoId: new ObjectId().toHexString() })]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await service.orders.findOne({ _id: new ObjectId(orderId) })).not.toHaveProperty(
      'promoConfirmedAt',
    );
  });
});
