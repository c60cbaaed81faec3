import { order } from '../__fixtures__/samples';
import {
  MY_ORDERS_LIMIT_DEFAULT,
  MyOrder,
  MyOrderListResponse,
  MyOrderParams,
  MyOrdersQuery,
} from './my-orders';

describe('MyOrdersQuery', () => {
  it('when nothing is asked, then page 1 of 10 orders', () => {
    expect(MyOrdersQuery.parse({})).toEqual({ page: 1, limit: MY_ORDERS_LIMIT_DEFAULT });
  });

  it('when page and limit come as query text, then they are read as numbers', () => {
    expect(MyOrdersQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', '1.5'],
    ['page', 'abc'],
    ['page', '1001'],
    ['limit', '0'],
    ['limit', '51'],
    ['limit', ''],
  ])('when %s is %p, then it is refused with a message naming the bounds', (key, value) => {
    const result = MyOrdersQuery.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(new RegExp(`^${key} must be a whole number from 1 to`));
  });

  it('when a key is unknown, repeated or an operator, then it is refused', () => {
    expect(MyOrdersQuery.safeParse({ userId: 'x' }).success).toBe(false);
    expect(MyOrdersQuery.safeParse({ page: ['1', '2'] }).success).toBe(false);
    expect(MyOrdersQuery.safeParse({ page: { $gt: '' } }).success).toBe(false);
  });
});

describe('MyOrder', () => {
  it("when an order is answered to its owner, then it has the admin view's shapes without session and owner", () => {
    const mine = MyOrder.parse(order);
    expect(mine).not.toHaveProperty('sessionId');
    expect(mine).not.toHaveProperty('userId');
    expect(mine).toMatchObject({ _id: order._id, items: order.items, totalAmount: order.totalAmount });
    expect(MyOrderListResponse.safeParse({ orders: [mine], total: 1, page: 1, limit: 10 }).success).toBe(
      true,
    );
  });

  it('when the id param is any short text, then it passes (an unknown id is a 404, not a 400)', () => {
    expect(MyOrderParams.safeParse({ id: 'not-an-id' }).success).toBe(true);
    expect(MyOrderParams.safeParse({ id: 'x'.repeat(65) }).success).toBe(false);
  });
});
