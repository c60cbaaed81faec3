import { order, placeOrder, session, shippingInfo } from '../__fixtures__/samples';
import { IdempotencyKey, Order, OrderListResponse, PlaceOrderBody, UpdateOrderBody } from './order';
import { ORDER_STATUSES } from '../constants';

describe('PlaceOrderBody', () => {
  it('when the checkout sends the storefront payload with a promo, then it passes', () => {
    expect(PlaceOrderBody.safeParse(placeOrder).success).toBe(true);
  });

  it('when no promo is applied, then promoCode may be empty and promoId/discountAmount absent', () => {
    const { promoId: _a, discountAmount: _b, ...plain } = placeOrder;
    expect(PlaceOrderBody.safeParse({ ...plain, promoCode: '' }).success).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'street', 'city'])(
    'when shipping %s is blank, then it is rejected',
    (key) => {
      expect(
        PlaceOrderBody.safeParse({ ...placeOrder, shippingInfo: { ...shippingInfo, [key]: '  ' } }).success,
      ).toBe(false);
    },
  );

  it('when floor and apartment are empty and landmark is missing, then it passes', () => {
    const body = PlaceOrderBody.parse({
      ...placeOrder,
      shippingInfo: { ...shippingInfo, floor: '', apartment: '' },
    });
    expect(body.shippingInfo.landmark).toBeUndefined();
  });

  it('when the shipping email has capitals, then it is normalised', () => {
    const body = PlaceOrderBody.parse({
      ...placeOrder,
      shippingInfo: { ...shippingInfo, email: ' Mariam@Example.com' },
    });
    expect(body.shippingInfo.email).toBe('mariam@example.com');
  });

  it.each(['sessionId', 'promoCode'])('when %s is {"$gt": ""}, then it is rejected', (key) => {
    expect(PlaceOrderBody.safeParse({ ...placeOrder, [key]: { $gt: '' } }).success).toBe(false);
  });

  it('when the shipping email is an operator, then it is rejected', () => {
    expect(
      PlaceOrderBody.safeParse({ ...placeOrder, shippingInfo: { ...shippingInfo, email: { $gt: '' } } })
        .success,
    ).toBe(false);
  });

  it('when money fields or the status are smuggled in, then they are rejected', () => {
    expect(PlaceOrderBody.safeParse({ ...placeOrder, totalAmount: 1 }).success).toBe(false);
    expect(PlaceOrderBody.safeParse({ ...placeOrder, status: 'Refunded' }).success).toBe(false);
    const [item] = placeOrder.cartItems;
    expect(
      PlaceOrderBody.safeParse({ ...placeOrder, cartItems: [{ ...item, price: { $gt: 0 } }] }).success,
    ).toBe(false);
  });

  it('when a cart item quantity is 0 or fractional, then it is rejected', () => {
    const [item] = placeOrder.cartItems;
    expect(PlaceOrderBody.safeParse({ ...placeOrder, cartItems: [{ ...item, quantity: 0 }] }).success).toBe(
      false,
    );
    expect(PlaceOrderBody.safeParse({ ...placeOrder, cartItems: [{ ...item, quantity: 1.5 }] }).success).toBe(
      false,
    );
  });

  it('when the Idempotency-Key is sane, then it passes; a short or odd one fails', () => {
    expect(IdempotencyKey.safeParse('c0a8012e-7f3b-4d2a-9b1e-5e6f7a8b9c0d').success).toBe(true);
    expect(IdempotencyKey.safeParse('short').success).toBe(false);
    expect(IdempotencyKey.safeParse('a b c d e f g h').success).toBe(false);
  });
});

describe('UpdateOrderBody', () => {
  it.each(ORDER_STATUSES)('when the status is %s, then it passes', (status) => {
    expect(UpdateOrderBody.safeParse({ status }).success).toBe(true);
  });

  it('when there are exactly the 8 statuses of admin spec §4, then the enum holds them', () => {
    expect(ORDER_STATUSES).toEqual([
      'Incoming',
      'Processing',
      'Ready to Ship',
      'Out For Delivery',
      'Cancelled',
      'On Hold',
      'Refunded',
      'Archived',
    ]);
  });

  it('when the status is unknown, lower-cased or comes with other fields, then it is rejected', () => {
    expect(UpdateOrderBody.safeParse({ status: 'Shipped' }).success).toBe(false);
    expect(UpdateOrderBody.safeParse({ status: 'incoming' }).success).toBe(false);
    expect(UpdateOrderBody.safeParse({ status: 'Archived', totalAmount: 0 }).success).toBe(false);
  });
});

describe('Order', () => {
  it('when the server returns a stored order, then it matches the admin spec fields', () => {
    expect(Order.safeParse(order).success).toBe(true);
    expect(OrderListResponse.safeParse([order]).success).toBe(true);
  });

  it('when an anonymous order has no promo, then userId null and promoDetails null pass', () => {
    expect(
      Order.safeParse({ ...order, promoCode: '', promoDetails: null, userId: null, sessionId: session })
        .success,
    ).toBe(true);
  });

  it('when the status is not one of the 8, then the order is rejected', () => {
    expect(Order.safeParse({ ...order, status: 'Lost' }).success).toBe(false);
  });
});
