import { Order } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('expected delivery dates (issue 31)', () => {
  // Thursday 26 November 2026, 11:00 in Cairo: the next day is a Friday, when nobody delivers
  const service = orderTestBed({ seed: true, clock: () => new Date('2026-11-26T09:00:00Z') });

  const order = async (city: string) =>
    Order.parse(await service.placed({ price: 100 }, { shippingInfo: buildShippingInfo({ city }) }));

  it('when Cairo (1-2 working days) orders on a Thursday, then it is expected Saturday to Sunday, and order.placed says so', async () => {
    const placed = await order('Cairo');
    expect(placed.expectedDelivery).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    const event = await eventually(() => {
      const found = service.recorder.ofType('order.placed').find((e) => e.data.orderId === placed._id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(event.data.expectedDelivery).toEqual(placed.expectedDelivery);
  });

  it('when a city without a rate orders (Other city), then the default delivery time applies (3-6 days)', async () => {
    expect((await order('Tanta')).expectedDelivery).toEqual({ from: '2026-11-30', to: '2026-12-03' });
  });

  it('when the admin saves a rate whose fastest delivery is slower than its slowest, then 400', async () => {
    const [current] = (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json();
    const response = await service.asAdmin('PUT', `/api/taxShipping/${current._id}`, {
      defaultShippingValue: 100,
      shippingRates: [{ city: 'Cairo', value: 50, deliveryDays: { min: 3, max: 1 } }],
      taxes: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The fastest delivery cannot take longer than the slowest');
  });

  it('when the admin saves times per rate and a default, then they are read back as saved', async () => {
    const [current] = (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json();
    const saved = await service.asAdmin('PUT', `/api/taxShipping/${current._id}`, {
      defaultShippingValue: 100,
      shippingRates: [{ city: 'Cairo', value: 50, deliveryDays: { min: 2, max: 4 } }],
      taxes: [],
      defaultDeliveryDays: { min: 5, max: 7 },
    });
    expect(saved.statusCode).toBe(200);
    const [after] = (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json();
    expect(after.shippingRates[0].deliveryDays).toEqual({ min: 2, max: 4 });
    expect(after.defaultDeliveryDays).toEqual({ min: 5, max: 7 });
  });
});
