import { AdminOrderPage, parseOrderCursor, type Order, type OrderCursor } from '@shop/contracts';
import { ORDER_DAYS, OrderDays, backfillOrderDays } from '../src/domain/order-days';
import { ORDER_HOURS, ORDER_MINUTES } from '../src/domain/order-buckets';
import { OrderPages } from '../src/domain/order-pages';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

/** Issue 36 item 4: the admin order list answers a page at a time, from the day counts and the day index. */
describe('the admin order list in pages (GET /api/orders?limit=&cursor=&status=&q=)', () => {
  let clock = new Date();
  const service = orderTestBed({ clock: () => clock });
  /** Newest first, as the unpaged list answers. */
  let placed: Order[] = [];

  async function place(at: string, firstName: string): Promise<Order> {
    clock = new Date(at);
    return service.placed({ price: 50 }, { shippingInfo: buildShippingInfo({ firstName }) });
  }

  async function page(query: string): Promise<AdminOrderPage> {
    const response = await service.asAdmin('GET', `/api/orders?${query}`);
    expect(response.statusCode).toBe(200);
    return AdminOrderPage.parse(response.json());
  }

  /** The first page (or the one after `from`), then every next one until the last. */
  async function walk(query: string, from?: string): Promise<{ ids: string[]; pages: AdminOrderPage[] }> {
    const pages = [await page(from ? `${query}&cursor=${encodeURIComponent(from)}` : query)];
    while (pages.at(-1)!.next) {
      pages.push(await page(`${query}&cursor=${encodeURIComponent(pages.at(-1)!.next!)}`));
    }
    return { ids: pages.flatMap((answer) => answer.data.map((order) => order._id)), pages };
  }

  beforeAll(async () => {
    // three days, two orders in the same millisecond (the id breaks the tie), one day between them empty
    const orders = [
      await place('2026-11-01T08:00:00.000Z', 'Amira'),
      await place('2026-11-01T21:30:00.000Z', 'Salma'),
      await place('2026-11-03T10:00:00.000Z', 'Amira'),
      await place('2026-11-03T10:00:00.000Z', 'Hana'),
      await place('2026-11-03T23:59:59.999Z', 'Salma'),
      await place('2026-11-04T00:00:00.000Z', 'Amira'),
      await place('2026-11-04T12:00:00.000Z', 'Hana'),
    ];
    placed = (await service.asAdmin('GET', '/api/orders')).json() as Order[];
    expect(placed.map((order) => order._id).sort()).toEqual(orders.map((order) => order._id).sort());
  });

  it('when the admin walks the list 3 at a time, then the pages are the unpaged list cut in order, the last with no next', async () => {
    const { ids, pages } = await walk('limit=3');
    expect(ids).toEqual(placed.map((order) => order._id));
    expect(pages.map((answer) => answer.data.length)).toEqual([3, 3, 1]);
    expect(pages.at(-1)!.next).toBeNull();
    for (const answer of pages) expect(answer).toMatchObject({ total: 7, limit: 3 });
    expect(pages[0]!.counts).toMatchObject({ Incoming: 7, Processing: 0, Archived: 0 });
  });

  it('when the list fits one page, then one page holds it all (the screen of a shop with few orders)', async () => {
    const first = await page('limit=20');
    expect(first.data.map((order) => order._id)).toEqual(placed.map((order) => order._id));
    expect(first.next).toBeNull();
  });

  it('when orders are placed while the admin reads, then the next page neither repeats nor skips one', async () => {
    const first = await page('limit=2');
    const newer = await place('2026-11-05T09:00:00.000Z', 'Nour');
    const rest = await walk('limit=2', first.next!);
    expect([...first.data.map((order) => order._id), ...rest.ids]).toEqual(placed.map((order) => order._id));
    expect((await page('limit=2')).data[0]!._id).toBe(newer._id);
    expect((await service.asAdmin('DELETE', `/api/orders/${newer._id}`)).statusCode).toBe(200);
  });

  it('when a day count is off (a crash between an order and its count), then the pages still hold every order once', async () => {
    const days = service.db.collection<{ _id: string }>(ORDER_DAYS);
    await days.updateOne({ _id: '2026-11-04' }, { $inc: { 'counts.Incoming': 5 } });
    await days.updateOne({ _id: '2026-11-03' }, { $inc: { 'counts.Incoming': -1 } });
    try {
      for (const limit of [1, 2, 4]) {
        expect((await walk(`limit=${limit}`)).ids).toEqual(placed.map((order) => order._id));
      }
      expect((await page('limit=2')).total).toBe(11);
    } finally {
      await days.updateOne({ _id: '2026-11-04' }, { $inc: { 'counts.Incoming': -5 } });
      await days.updateOne({ _id: '2026-11-03' }, { $inc: { 'counts.Incoming': 1 } });
    }
  });

  /** Every page through OrderPages with every bucket split into its parts (every day and hour busy), as ids. */
  async function walkByParts(limit: number): Promise<string[]> {
    const pages = new OrderPages(service.orders, new OrderDays(service.db, service.app.log), 0);
    const ids: string[] = [];
    for (let cursor: OrderCursor | undefined; ;) {
      const answer = await pages.page({ limit, cursor });
      ids.push(...answer.orders.map((order) => order._id.toHexString()));
      if (!answer.next) return ids;
      cursor = parseOrderCursor(answer.next);
    }
  }

  it('when busy days are read by the hour and the minute, then the pages hold the same orders as read by the day', async () => {
    const hours = await service.db
      .collection(ORDER_HOURS)
      .find({ within: '2026-11-03' })
      .sort({ _id: 1 })
      .toArray();
    expect(hours).toEqual([
      { _id: '2026-11-03T10', within: '2026-11-03', counts: { Incoming: 2 } },
      { _id: '2026-11-03T23', within: '2026-11-03', counts: { Incoming: 1 } },
    ]);
    const minutes = await service.db.collection(ORDER_MINUTES).find({ within: '2026-11-03T23' }).toArray();
    expect(minutes).toEqual([{ _id: '2026-11-03T23:59', within: '2026-11-03T23', counts: { Incoming: 1 } }]);
    for (const limit of [1, 2, 3]) expect(await walkByParts(limit)).toEqual(placed.map((order) => order._id));
  });

  it('when a busy day holds an order from before hours and minutes were kept, then that day is read whole and every order shows once', async () => {
    // as the older build stored it: no hour or minute, counted in its day only
    const older = placed.find((order) => order.createdAt.startsWith('2026-11-03T10'))!;
    const parts = [
      [service.db.collection<{ _id: string }>(ORDER_HOURS), '2026-11-03T10'],
      [service.db.collection<{ _id: string }>(ORDER_MINUTES), '2026-11-03T10:00'],
    ] as const;
    await service.orders.updateOne({ number: older.number }, { $unset: { hour: '', minute: '' } });
    for (const [collection, _id] of parts)
      await collection.updateOne({ _id }, { $inc: { 'counts.Incoming': -1 } });
    try {
      for (const limit of [1, 2, 3])
        expect(await walkByParts(limit)).toEqual(placed.map((order) => order._id));
    } finally {
      await service.orders.updateOne(
        { number: older.number },
        { $set: { hour: '2026-11-03T10', minute: '2026-11-03T10:00' } },
      );
      for (const [collection, _id] of parts)
        await collection.updateOne({ _id }, { $inc: { 'counts.Incoming': 1 } });
    }
  });

  it("when a minute's count was left short (a crash after its order), then its hour is read whole and no order is missed", async () => {
    const minutes = service.db.collection<{ _id: string }>(ORDER_MINUTES);
    await minutes.updateOne({ _id: '2026-11-03T10:00' }, { $inc: { 'counts.Incoming': -1 } });
    try {
      for (const limit of [1, 2]) expect(await walkByParts(limit)).toEqual(placed.map((order) => order._id));
    } finally {
      await minutes.updateOne({ _id: '2026-11-03T10:00' }, { $inc: { 'counts.Incoming': 1 } });
    }
  });

  it('when a status is asked, then only its orders are paged and the tiles count every status', async () => {
    const [moved, alsoMoved, deleted] = [placed[1]!, placed[4]!, placed[2]!];
    for (const order of [moved, alsoMoved]) {
      expect(
        (await service.asAdmin('PUT', `/api/orders/${order._id}`, { status: 'On Hold' })).statusCode,
      ).toBe(200);
    }
    expect((await service.asAdmin('DELETE', `/api/orders/${deleted._id}`)).statusCode).toBe(200);

    const held = await walk('status=On%20Hold&limit=1');
    expect(held.ids).toEqual([moved._id, alsoMoved._id]);
    expect(held.pages[0]).toMatchObject({ total: 2 });
    expect(held.pages[0]!.counts).toMatchObject({ Incoming: 4, 'On Hold': 2 });
    const all = await walk('limit=4');
    expect(all.ids).toEqual(placed.filter((order) => order !== deleted).map((order) => order._id));
    expect(all.pages[0]).toMatchObject({ total: 6 });
    const none = await page('status=Refunded');
    expect(none).toMatchObject({ data: [], total: 0, next: null, limit: 20 });
  });

  it('when the admin searches, then the found orders are paged too, with their own counts', async () => {
    const amiras = placed.filter((order) => order.customerInfo.firstName === 'Amira');
    const found = await walk('q=amira&limit=2');
    expect(found.ids).toEqual(amiras.map((order) => order._id));
    expect(found.pages.map((answer) => answer.total)).toEqual([3, 3]);
    expect(found.pages[0]!.counts).toMatchObject({ Incoming: 1, 'On Hold': 2 });
    expect((await page(`q=%23${amiras[0]!.number}&limit=5`)).data.map((order) => order._id)).toEqual([
      amiras[0]!._id,
    ]);
  });

  it('when the cursor, the limit or the status is not one the list knows, then 400 with a JSON error', async () => {
    for (const query of [
      'cursor=abc',
      'cursor=1762000000000_nothex',
      'limit=0',
      'limit=101',
      'limit=two',
      'status=Lost',
      'page=2',
    ]) {
      const response = await service.asAdmin('GET', `/api/orders?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
  });

  it('when orders were stored before their day was kept, then the first start gives them it and counts their days', async () => {
    const oldest = placed[placed.length - 1]!;
    await service.orders.updateOne({ number: oldest.number }, { $unset: { day: '' } });
    await service.db.collection(ORDER_DAYS).deleteMany({});
    await service.db.collection('_seeds').deleteOne({ _id: 'order-days-v1' as never });

    expect(await backfillOrderDays(service.db, service.orders)).toBe(true);
    expect((await service.orders.findOne({ number: oldest.number }))?.day).toBe('2026-11-01');
    const answer = await walk('limit=4');
    expect(answer.pages[0]!.counts).toMatchObject({ Incoming: 4, 'On Hold': 2 });
    expect(answer.ids).toHaveLength(6);
  });
});
