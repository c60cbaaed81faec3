import { startContentApp, type ContentTestApp } from './support/content-app';

describe('configuration, statistics and social links', () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.db.collection('settings').deleteMany({}));

  /** An admin's PUT of a whole section answers it, and a later public read gives it back. */
  async function expectSavedAndRead(url: string, body: Record<string, unknown>): Promise<void> {
    const saved = await t.asAdmin({ method: 'PUT', url, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(body);
    expect((await t.anonymous({ url })).json()).toEqual(body);
  }

  describe('GET (public)', () => {
    it('when nothing was saved, then each answers its defaults as bare fields', async () => {
      const config = await t.anonymous({ url: '/api/config' });
      expect(config.statusCode).toBe(200);
      expect(Object.keys(config.json()).sort()).toEqual(
        ['aboutUs1', 'aboutUs2', 'description', 'name', 'slogan1', 'slogan2'].sort(),
      );
      expect(config.json().name).toEqual(expect.any(String));

      expect((await t.anonymous({ url: '/api/stats' })).json()).toEqual({
        customerRating: 4.8,
        productsShipped: 12000,
        satisfactionRate: 98,
        avgResponseTime: 12.8,
        customersHelped: 600,
      });
      expect((await t.anonymous({ url: '/api/social' })).json()).toEqual({
        instagram: '',
        facebook: '',
        tiktok: '',
        twitter: '',
        phone1: '',
        phone2: '',
      });
    });

    it('when the service starts on an empty database, then it creates the three documents', async () => {
      const other = await startContentApp();
      try {
        const ids = (await other.app.db.collection('settings').find({}).toArray())
          .map((doc) => doc._id)
          .sort();
        expect(ids).toEqual(['configuration', 'socialLinks', 'statistics']);
      } finally {
        await other.close();
      }
    });
  });

  describe('PUT /config', () => {
    it('when an admin saves the section, then it answers and later reads the new fields', async () => {
      const body = {
        name: 'Glow & Co. Cairo',
        slogan1: 'Glow like you mean it',
        slogan2: 'Authentic beauty, delivered',
        description: 'Skincare and makeup.',
        aboutUs1: 'Founded in Zamalek.',
        aboutUs2: 'We ship everywhere in Egypt.',
      };
      await expectSavedAndRead('/api/config', body);
    });

    it('when only some fields are sent, then the others keep their values', async () => {
      const before = (await t.anonymous({ url: '/api/config' })).json();
      await t.asAdmin({ method: 'PUT', url: '/api/config', payload: { slogan2: 'New slogan' } });
      expect((await t.anonymous({ url: '/api/config' })).json()).toEqual({
        ...before,
        slogan2: 'New slogan',
      });
    });

    it.each([
      ['an unknown field', { name: 'Shop', isAdmin: true }],
      ['a name that is too long', { name: 'x'.repeat(101) }],
      ['a number for a text', { slogan1: 5 }],
      ['an operator for a text', { name: { $set: 'x' } }],
    ])('when the body has %s, then 400', async (_case, payload) => {
      const res = await t.asAdmin({ method: 'PUT', url: '/api/config', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    });
  });

  describe('PUT /stats', () => {
    it('when an admin saves valid figures, then they are answered and kept', async () => {
      const body = {
        customerRating: 4.9,
        productsShipped: 15000,
        satisfactionRate: 99.5,
        avgResponseTime: 10,
        customersHelped: 800,
      };
      await expectSavedAndRead('/api/stats', body);
    });

    it('when the rating is 0 or 5 and the rate 0 or 100, then the bounds are accepted', async () => {
      for (const payload of [
        { customerRating: 0, satisfactionRate: 0 },
        { customerRating: 5, satisfactionRate: 100 },
      ]) {
        expect((await t.asAdmin({ method: 'PUT', url: '/api/stats', payload })).statusCode).toBe(200);
      }
    });

    it.each([
      ['a rating above 5', { customerRating: 5.1 }],
      ['a rating below 0', { customerRating: -0.1 }],
      ['a rating not in steps of 0.1', { customerRating: 4.85 }],
      ['a satisfaction rate above 100', { satisfactionRate: 100.5 }],
      ['a negative satisfaction rate', { satisfactionRate: -1 }],
      ['negative products shipped', { productsShipped: -1 }],
      ['a negative response time', { avgResponseTime: -2 }],
      ['negative customers helped', { customersHelped: -5 }],
      ['a number sent as text', { productsShipped: '12000' }],
    ])('when the body has %s, then 400', async (_case, payload) => {
      const res = await t.asAdmin({ method: 'PUT', url: '/api/stats', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('PUT /social', () => {
    it('when an admin saves links and phones, then they are answered and kept; empty clears a link', async () => {
      const body = {
        instagram: 'https://www.instagram.com/glowandco',
        facebook: 'https://facebook.com/glowandco',
        tiktok: '',
        twitter: 'http://x.com/glowandco',
        phone1: '+20 100 123 4567',
        phone2: '',
      };
      await expectSavedAndRead('/api/social', body);
    });

    it.each([
      ['a link that is not a URL', { instagram: 'instagram glowandco' }],
      ['a javascript: link', { facebook: 'javascript:alert(1)' }],
      ['a link without http(s)', { tiktok: 'ftp://tiktok.com/x' }],
      ['a phone with letters', { phone1: 'call me maybe' }],
      ['a phone that is too short', { phone2: '12' }],
    ])('when the body has %s, then 400', async (_case, payload) => {
      const res = await t.asAdmin({ method: 'PUT', url: '/api/social', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });
  });
});
