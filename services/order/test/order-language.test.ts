import { Order } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { buildPlaceOrderBody } from './support/factories';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('the language an order was placed in (issue 30, decision 025)', () => {
  const service = orderTestBed();

  const cartSession = (titleAr?: string): string =>
    service.cartOf({
      price: 100,
      ...(titleAr ? { titleAr } : {}),
      options: [
        { name: 'Color', values: [{ label: 'Ruby', labelAr: 'ياقوتي', hex: '#9b111e', stock: 100 }] },
      ],
    });

  it('when the request names no language (the specs payload), then the order is English', async () => {
    const response = await service.placeOrder(buildPlaceOrderBody({ sessionId: cartSession() }));
    expect(response.statusCode).toBe(201);
    expect(Order.parse(response.json()).language).toBe('en');
  });

  it('when the shopper orders in Arabic, then the order, the admin view and order.placed carry it and the Arabic names', async () => {
    const placed = await service.placeOrder(
      buildPlaceOrderBody({ sessionId: cartSession('أحمر شفاه وردي'), language: 'ar' }),
    );
    expect(placed.statusCode).toBe(201);
    const order = Order.parse(placed.json());
    expect(order.language).toBe('ar');
    expect(order.items[0]!.product.titleAr).toBe('أحمر شفاه وردي');

    const viewed = await service.asAdmin('GET', `/api/orders/${order._id}`);
    expect(viewed.json().language).toBe('ar');
    const event = await eventually(() => {
      const found = service.recorder.ofType('order.placed').find((e) => e.data.orderId === order._id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(event.data.language).toBe('ar');
    expect(event.data.items[0]!.titleAr).toBe('أحمر شفاه وردي');
    expect(event.data.items[0]!.selectedOptions).toEqual([
      { name: 'Color', value: 'Ruby', valueAr: 'ياقوتي' },
    ]);
  });

  it('when the tax has an Arabic name, then the order keeps it as it was and order.placed carries it', async () => {
    const vat = { taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14 };
    const saved = await service.asAdmin('POST', '/api/taxShipping', {
      defaultShippingValue: 0,
      taxes: [vat],
    });
    expect(saved.statusCode).toBe(201);
    try {
      const placed = await service.placeOrder(
        buildPlaceOrderBody({ sessionId: cartSession(), language: 'ar' }),
      );
      const order = Order.parse(placed.json());
      expect(order.taxes).toEqual([{ ...vat, amount: 14 }]);
      // renamed afterwards: the order keeps the name it was placed with
      const id = saved.json().data._id as string;
      await service.asAdmin('PUT', `/api/taxShipping/${id}`, {
        defaultShippingValue: 0,
        taxes: [{ ...vat, taxNameAr: '' }],
      });
      const settings = (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json();
      expect(settings[0].taxes[0]).not.toHaveProperty('taxNameAr');
      expect((await service.asAdmin('GET', `/api/orders/${order._id}`)).json().taxes[0].taxNameAr).toBe(
        vat.taxNameAr,
      );
      const event = await eventually(() => {
        const found = service.recorder.ofType('order.placed').find((e) => e.data.orderId === order._id);
        expect(found).toBeDefined();
        return found!;
      });
      expect(event.data.taxes).toEqual([{ ...vat, amount: 14 }]);
    } finally {
      await service.db.collection('tax_shipping').deleteMany({});
    }
  });

  it('when an unknown language is sent, then 400 names the field', async () => {
    const response = await service.placeOrder(
      buildPlaceOrderBody({ sessionId: cartSession(), language: 'fr' as never }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.language');
  });

  it('when an order stored before the language existed is read, then it reads as English', async () => {
    const placed = Order.parse(
      (await service.placeOrder(buildPlaceOrderBody({ sessionId: cartSession() }))).json(),
    );
    await service.orders.updateOne({ _id: new ObjectId(placed._id) }, { $unset: { language: '' } });
    const viewed = await service.asAdmin('GET', `/api/orders/${placed._id}`);
    expect(viewed.json().language).toBe('en');
  });
});
