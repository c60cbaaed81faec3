import { Order } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('how an order is paid (issue 31)', () => {
  const service = orderTestBed();

  it('when the request names no method (the specs payload), then the order is cash on delivery', async () => {
    const response = await service.placeOrder(service.bodyWithCart({ price: 100 }));
    expect(response.statusCode).toBe(201);
    expect(Order.parse(response.json()).paymentMethod).toBe('cash_on_delivery');
  });

  it('when card on delivery is chosen, then the order, the admin view and order.placed carry it', async () => {
    const placed = await service.placeOrder(
      service.bodyWithCart({ price: 100 }, { paymentMethod: 'card_on_delivery' }),
    );
    expect(placed.statusCode).toBe(201);
    const order = Order.parse(placed.json());
    expect(order.paymentMethod).toBe('card_on_delivery');

    const viewed = await service.asAdmin('GET', `/api/orders/${order._id}`);
    expect(viewed.json().paymentMethod).toBe('card_on_delivery');
    const event = await eventually(() => {
      const found = service.recorder.ofType('order.placed').find((e) => e.data.orderId === order._id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(event.data.paymentMethod).toBe('card_on_delivery');
  });

  it('when an unknown method is sent, then 400 names the field', async () => {
    const response = await service.placeOrder(
      service.bodyWithCart({ price: 100 }, { paymentMethod: 'bitcoin' as never }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.paymentMethod');
  });

  it('when an order stored before the method existed is read, then it reads as cash on delivery', async () => {
    const placed = Order.parse((await service.placeOrder(service.bodyWithCart({ price: 100 }))).json());
    await service.orders.updateOne({ _id: new ObjectId(placed._id) }, { $unset: { paymentMethod: '' } });
    const viewed = await service.asAdmin('GET', `/api/orders/${placed._id}`);
    expect(viewed.json().paymentMethod).toBe('cash_on_delivery');
  });
});
