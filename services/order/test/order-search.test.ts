import type { Order } from '@shop/contracts';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

/** Issue 31 item 5: the admin's orders screen searches on the server, by number, name, phone or e-mail. */
describe('searching orders (GET /api/orders?q=)', () => {
  const service = orderTestBed();
  let laila: Order;
  let karim: Order;

  const place = (shipping: Parameters<typeof buildShippingInfo>[0]) =>
    service.placed({ price: 75 }, { shippingInfo: buildShippingInfo(shipping) });

  const search = async (q: string) => {
    const response = await service.asAdmin('GET', `/api/orders?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as Order[]).map((order) => order._id);
  };

  beforeAll(async () => {
    laila = await place({
      firstName: 'Laila',
      lastName: 'Abdel Aziz',
      email: 'Laila.A@example.com',
      phone: '01012345678',
    });
    karim = await place({
      firstName: 'Karim',
      lastName: 'Fathy',
      email: 'karim@example.com',
      phone: '01198765432',
    });
  });

  it('when the admin types an order number, with or without #, then that order alone is found', async () => {
    expect(await search(`#${laila.number}`)).toEqual([laila._id]);
    expect(await search(String(karim.number))).toEqual([karim._id]);
  });

  it('when the admin types an e-mail in any case, then its orders are found', async () => {
    expect(await search('laila.a@EXAMPLE.com')).toEqual([laila._id]);
  });

  it('when the admin types a phone as a shopper would, then it is read in the national form', async () => {
    expect(await search('+20 101 234 5678')).toEqual([laila._id]);
    expect(await search('01198765432')).toEqual([karim._id]);
  });

  it('when the admin types the whole name or one word of it, then its orders are found', async () => {
    expect(await search('laila abdel aziz')).toEqual([laila._id]);
    expect(await search('Fathy')).toEqual([karim._id]);
  });

  it('when nothing matches, then the list is empty; without q, every order is listed as before', async () => {
    expect(await search('nobody@example.com')).toEqual([]);
    expect(await search('#99999999')).toEqual([]);
    const all = (await service.asAdmin('GET', '/api/orders')).json() as Order[];
    expect(all.map((order) => order._id)).toEqual([karim._id, laila._id]);
  });

  it('when q is longer than 100 characters or another parameter is sent, then 400', async () => {
    expect((await service.asAdmin('GET', `/api/orders?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await service.asAdmin('GET', '/api/orders?page=2')).statusCode).toBe(400);
  });
});
