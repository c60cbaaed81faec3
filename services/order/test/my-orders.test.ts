import { MyOrder, MyOrderListResponse } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import { buildPlaceOrderBody } from './support/factories';
import { orderTestBed } from './support/order-service';

/** "My orders" (issue 20) on the real database and broker: who owns an order, and what each owner can read. */
describe('my orders', () => {
  const service = orderTestBed();
  const mona = new ObjectId().toHexString();
  const omar = new ObjectId().toHexString();
  const bearer = async (userId: string) => ({
    authorization: `Bearer ${await service.tokens.customer(userId)}`,
  });
  const get = async (url: string, userId?: string) =>
    service.app.inject({ method: 'GET', url, headers: userId ? await bearer(userId) : {} });

  /** Places an order for one line at `price`, as `userId` (or anonymously); answers the order's id. */
  async function place(price: number, userId?: string): Promise<string> {
    const line = { price, title: `Item at ${price}`, quantity: 2 };
    return (await service.placed(line, {}, userId ? await bearer(userId) : {}))._id;
  }

  let monasOrders: string[] = [];
  let omarsOrder: string;
  let anonymousOrder: string;
  beforeAll(async () => {
    // one after another, so "newest first" has one right answer
    for (let i = 1; i <= 12; i++) monasOrders.push(await place(i * 10, mona));
    monasOrders = monasOrders.reverse();
    omarsOrder = await place(999, omar);
    anonymousOrder = await place(5);
  });

  it('when a signed-in customer places an order, then it records their id from the token', async () => {
    const stored = await service.orders.findOne({ _id: new ObjectId(monasOrders[0]) });
    expect(stored?.userId).toBe(mona);
  });

  it('when the body names an owner, then the placement is refused and no order is stored for it', async () => {
    const body = { ...buildPlaceOrderBody(), userId: omar };
    const response = await service.placeOrder(body as never, await bearer(mona));
    expect(response.statusCode).toBe(400);
    expect(await service.orders.countDocuments({ sessionId: body.sessionId })).toBe(0);
  });

  it("when an order is placed anonymously, then it has no owner and is in nobody's list", async () => {
    expect((await service.orders.findOne({ _id: new ObjectId(anonymousOrder) }))?.userId).toBeNull();
    for (const userId of [mona, omar]) {
      const ids = (await get('/api/orders/mine?limit=50', userId)).json().orders.map((o: MyOrder) => o._id);
      expect(ids).not.toContain(anonymousOrder);
    }
  });

  it('when a customer lists their orders, then they get 10 newest first, then the rest on page 2', async () => {
    const first = await get('/api/orders/mine', mona);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = MyOrderListResponse.parse(first.json());
    expect(page1).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(page1.orders.map((o) => o._id)).toEqual(monasOrders.slice(0, 10));
    const page2 = MyOrderListResponse.parse((await get('/api/orders/mine?page=2&limit=10', mona)).json());
    expect(page2.orders.map((o) => o._id)).toEqual(monasOrders.slice(10));
    const beyond = MyOrderListResponse.parse((await get('/api/orders/mine?page=9', mona)).json());
    expect(beyond).toMatchObject({ orders: [], total: 12, page: 9 });
  });

  it('when a customer lists their orders, then each has the amounts, items and status, and no session or owner', async () => {
    const [newest] = (await get('/api/orders/mine?limit=1', mona)).json().orders;
    expect(newest).toMatchObject({
      _id: monasOrders[0],
      status: 'Incoming',
      subtotal: 240,
      discountAmount: 0,
      shippingCost: 0,
      taxes: [],
      totalAmount: 240,
      items: [
        {
          quantity: 2,
          product: { title: 'Item at 120', price: 120 },
          selectedOptions: [{ name: 'Color', value: 'Ruby' }],
        },
      ],
      customerInfo: { address: { street: '12 Tahrir Street', city: 'Cairo' } },
    });
    expect(newest.createdAt).toEqual(expect.any(String));
    expect(newest).not.toHaveProperty('sessionId');
    expect(newest).not.toHaveProperty('userId');
  });

  it('when another customer lists theirs, then only their own order is there', async () => {
    const answer = MyOrderListResponse.parse((await get('/api/orders/mine', omar)).json());
    expect(answer).toMatchObject({ total: 1, orders: [{ _id: omarsOrder }] });
  });

  it('when a customer opens one of their orders, then it is answered', async () => {
    const answer = await get(`/api/orders/mine/${monasOrders[3]}`, mona);
    expect(answer.statusCode).toBe(200);
    expect(MyOrder.parse(answer.json())._id).toBe(monasOrders[3]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("when a customer opens someone else's, a made-up, an anonymous or a malformed id, then 404 with the same words", async () => {
    const ids = [
      omarsOrder,
      anonymousOrder,
      new ObjectId().toHexString(),
      'not-an-id',
      '%7B%22%24gt%22%3A%22%22%7D',
    ];
    for (const id of ids) {
      const answer = await get(`/api/orders/mine/${id}`, mona);
      expect([id, answer.statusCode, answer.json()]).toEqual([
        id,
        404,
        { error: 'Order not found', code: 'NOT_FOUND' },
      ]);
    }
  });

  it('when nobody is signed in, then both routes answer 401', async () => {
    for (const url of ['/api/orders/mine', `/api/orders/mine/${monasOrders[0]}`]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 401]);
    }
  });

  it('when page or limit is out of bounds or not a number, then 400 with a clear message', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'limit=51',
      'limit=0',
      'limit=2.5',
      'sort=-1',
      'page=1&page=2',
    ]) {
      const answer = await get(`/api/orders/mine?${query}`, mona);
      expect([query, answer.statusCode, answer.json().code]).toEqual([query, 400, 'VALIDATION_ERROR']);
    }
    expect((await get('/api/orders/mine?limit=51', mona)).json().error).toBe(
      'limit must be a whole number from 1 to 50',
    );
  });

  it('when the admin changes the status, then the owner reads the new status', async () => {
    const id = monasOrders[1]!;
    expect(
      (await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'Out For Delivery' })).statusCode,
    ).toBe(200);
    expect((await get(`/api/orders/mine/${id}`, mona)).json().status).toBe('Out For Delivery');
  });

  it("when the admin deletes an order, then it is gone from its owner's list and detail", async () => {
    const id = monasOrders[11]!;
    expect((await service.asAdmin('DELETE', `/api/orders/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/orders/mine/${id}`, mona)).statusCode).toBe(404);
    expect((await get('/api/orders/mine?page=2', mona)).json()).toMatchObject({
      total: 11,
      orders: [{ _id: monasOrders[10] }],
    });
  });

  it('when an Idempotency-Key and body of a signed-in order are replayed by someone else, then 409, never the order', async () => {
    const body = service.bodyWithCart();
    const headers = { 'idempotency-key': 'my-orders-replay-1' };
    const placed = await service.placeOrder(body, { ...headers, ...(await bearer(mona)) });
    expect(placed.statusCode).toBe(201);
    for (const caller of [await bearer(omar), {}]) {
      const replay = await service.placeOrder(body, { ...headers, ...caller });
      expect(replay.statusCode).toBe(409);
      expect(replay.body).not.toContain(placed.json()._id);
    }
    const again = await service.placeOrder(body, { ...headers, ...(await bearer(mona)) });
    expect([again.statusCode, again.json()._id]).toEqual([201, placed.json()._id]);
  });
});
