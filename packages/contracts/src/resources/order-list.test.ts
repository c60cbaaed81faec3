import { AdminOrderListQuery, isPagedOrderQuery, orderCursorOf, parseOrderCursor } from './order-list';

describe('the admin order list query (issue 36)', () => {
  it('when a cursor is made from an order, then it reads back as that order’s moment and id', () => {
    const order = { _id: '665f1c2e9b1e8a0012345678', createdAt: '2026-11-03T10:00:00.000Z' };
    const cursor = orderCursorOf(order);
    expect(AdminOrderListQuery.parse({ cursor }).cursor).toBe(cursor);
    expect(parseOrderCursor(cursor)).toEqual({ createdAt: new Date(order.createdAt), id: order._id });
  });

  it('when limit, cursor or status is sent, then a page is asked; q alone keeps the unpaged list', () => {
    expect(isPagedOrderQuery(AdminOrderListQuery.parse({ limit: '5' }))).toBe(true);
    expect(isPagedOrderQuery(AdminOrderListQuery.parse({ status: 'On Hold' }))).toBe(true);
    expect(isPagedOrderQuery(AdminOrderListQuery.parse({ q: 'mona' }))).toBe(false);
    expect(isPagedOrderQuery(AdminOrderListQuery.parse({}))).toBe(false);
  });

  it('when the limit is out of 1 to 100 or the cursor is not one, then the query is refused', () => {
    for (const query of [
      { limit: '0' },
      { limit: '101' },
      { cursor: 'x' },
      { cursor: '1_abc' },
      { page: '2' },
    ]) {
      expect(AdminOrderListQuery.safeParse(query).success).toBe(false);
    }
  });
});
