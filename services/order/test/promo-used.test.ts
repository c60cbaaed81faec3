import { PROMO_USED, type PromoUsedEvent } from '@shop/contracts';
import { createEvent, EventBus, testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import pino from 'pino';
import {
  buildCartItem,
  buildPlaceOrderBody,
  buildQuoteProduct,
  buildShippingInfo,
  newSessionId,
} from './support/factories';
import { OrderServiceHarness } from './support/order-service';

const { eventually } = testing;

describe('promo confirms a use (promo.used)', () => {
  const service = new OrderServiceHarness();
  const promoId = new ObjectId().toHexString();
  let publisher: EventBus;

  beforeAll(async () => {
    await service.start();
    service.promo.put({ promoId, promoCode: 'Glow10', discountType: 'percentage', discountValue: 10 });
    publisher = new EventBus({
      url: testing.testAmqpUrl,
      exchange: service.exchange,
      logger: pino({ level: 'silent' }),
    });
    await publisher.start();
  });
  afterAll(async () => {
    await publisher.close();
    await service.close();
  });

  async function orderWithPromo(): Promise<{ orderId: string; email: string }> {
    const sessionId = newSessionId();
    const email = `${new ObjectId().toHexString()}@example.com`;
    service.cart.put(sessionId, [buildCartItem(service.catalog.put(buildQuoteProduct({ price: 200 })))]);
    const response = await service.placeOrder(
      buildPlaceOrderBody({ sessionId, promoCode: 'GLOW10', shippingInfo: buildShippingInfo({ email }) }),
    );
    return { orderId: response.json()._id as string, email };
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
