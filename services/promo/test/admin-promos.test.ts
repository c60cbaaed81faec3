import type { Promo } from '@shop/contracts';
import { buildPromoBody } from './support/factories';
import { startPromoApp, type PromoTestApp } from './support/promo-app';

describe('admin promo codes', () => {
  let t: PromoTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startPromoApp();
    admin = await t.tokens.admin();
  });
  afterAll(() => t.close());
  beforeEach(() =>
    t.app.inject({ method: 'DELETE', url: '/api/promo', headers: { authorization: `Bearer ${admin}` } }),
  );

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
    token: string | null = admin,
  ) =>
    t.app.inject({ method, url, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const create = async (overrides = {}) => {
    const res = await call('POST', '/api/promo', buildPromoBody(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<{ data: Promo }>().data;
  };

  it('when an admin creates a code, then it is stored with whole UTC days, its creator and no uses', async () => {
    const res = await call(
      'POST',
      '/api/promo',
      buildPromoBody({
        promo_code: 'Ramadan25',
        start_date: '2025-03-01T15:42:00+02:00',
        expiration_date: '2025-03-30',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      promo_code: 'Ramadan25',
      start_date: '2025-03-01T00:00:00.000Z',
      expiration_date: '2025-03-30T23:59:59.000Z',
      discountType: 'percentage',
      discountValue: 25,
      status: 'active',
      created_by: '64b000000000000000000001',
      usageCount: 0,
      createdAt: expect.any(String),
    });
  });

  it('when a code differing only in letter case is created, then it is refused with 409', async () => {
    await create({ promo_code: 'GLOW50' });
    const res = await call('POST', '/api/promo', buildPromoBody({ promo_code: 'glow50' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A promo code with this name already exists',
      code: 'DUPLICATE_PROMO_CODE',
    });
  });

  it('when 5 admins create the same code at once, then exactly one gets it', async () => {
    const results = await Promise.all(
      ['EID', 'eid', 'Eid', 'eID', 'EId'].map((code) =>
        call('POST', '/api/promo', buildPromoBody({ promo_code: code })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('when the codes are listed, then they come newest first without internal bookkeeping', async () => {
    const first = await create();
    const second = await create();
    const res = await call('GET', '/api/promo');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: Promo) => p._id)).toEqual([second._id, first._id]);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(Object.keys(first).sort());
  });

  it('when an admin edits a code, then the new fields are stored and the uses and creator stay', async () => {
    const promo = await create({ promo_code: 'SUMMER' });
    const body = buildPromoBody({
      promo_code: 'SUMMER-24',
      discountType: 'amount',
      discountValue: 150,
      status: 'inactive',
    });
    const res = await call('PUT', `/api/promo/${promo._id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: promo._id,
      promo_code: 'SUMMER-24',
      discountType: 'amount',
      discountValue: 150,
      status: 'inactive',
      created_by: promo.created_by,
      usageCount: 0,
      updatedAt: expect.any(String),
    });
  });

  it('when an edit takes the code of another promo in other letters, then it is refused with 409', async () => {
    await create({ promo_code: 'TAKEN' });
    const other = await create();
    const res = await call('PUT', `/api/promo/${other._id}`, buildPromoBody({ promo_code: 'taken' }));
    expect(res.statusCode).toBe(409);
  });

  it('when an edit or a delete names an unknown id, then 404; a malformed id is a 400', async () => {
    const unknown = '65f1a2b3c4d5e6f708192a3b';
    expect((await call('PUT', `/api/promo/${unknown}`, buildPromoBody())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/promo/${unknown}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/promo/not-an-id')).statusCode).toBe(400);
  });

  it('when a code is deleted, then it is gone from the list and the same code can be created again', async () => {
    const promo = await create({ promo_code: 'ONCE' });
    const res = await call('DELETE', `/api/promo/${promo._id}`);
    expect(res.json()).toEqual({ success: true, message: 'Promotional code deleted successfully' });
    expect((await call('GET', '/api/promo')).json().data).toEqual([]);
    expect((await call('DELETE', `/api/promo/${promo._id}`)).statusCode).toBe(404);
    await create({ promo_code: 'once' });
  });

  it('when every code is deleted, then the list is empty and the count says how many went', async () => {
    await create();
    await create();
    const res = await call('DELETE', '/api/promo');
    expect(res.json()).toEqual({
      success: true,
      message: 'All promotional codes deleted successfully',
      deletedCount: 2,
    });
    expect((await call('GET', '/api/promo')).json().data).toEqual([]);
  });

  it.each([
    ['a percentage above 100', { discountValue: 101 }, 'A percentage discount must be between 1 and 100'],
    [
      'an expiration before the start',
      { start_date: '2025-03-10', expiration_date: '2025-03-09' },
      'Expiration date must not be before the start date',
    ],
    ['an operator for the code', { promo_code: { $gt: '' } }, undefined],
    ['a usage count', { usageCount: 99 }, undefined],
    ['a fractional value', { discountValue: 12.5 }, 'Discount value must be a whole number'],
  ])('when the body has %s, then it is refused with 400', async (_label, change, message) => {
    const res = await call('POST', '/api/promo', { ...buildPromoBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json().error).toBe(message);
  });

  it('when a customer or an anonymous visitor calls an admin route, then 403 or 401', async () => {
    const customer = await t.tokens.customer();
    expect((await call('GET', '/api/promo', undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/promo', buildPromoBody(), customer)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/promo', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/promo', undefined, null)).statusCode).toBe(401);
  });
});
