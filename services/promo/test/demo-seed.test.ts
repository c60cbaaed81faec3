import { startPromoApp, type PromoTestApp } from './support/promo-app';

describe('demo promo codes', () => {
  let t: PromoTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startPromoApp({ SEED_DEMO_DATA: 'true' });
    admin = await t.tokens.admin();
  });
  afterAll(() => t.close());

  const codes = async () =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/promo',
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json().data as Array<{ promo_code: string }>
    )
      .map((p) => p.promo_code)
      .sort();
  const validate = (promoCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/promo/validate',
      payload: { promoCode, subtotal: 200, email: 'demo@example.com' },
    });

  it('when the service starts with SEED_DEMO_DATA, then the four demo codes exist, once even after a restart', async () => {
    expect(await codes()).toEqual(['GLOW50', 'RAMADAN24', 'VIP30', 'WELCOME10']);
    await t.restart();
    expect(await codes()).toEqual(['GLOW50', 'RAMADAN24', 'VIP30', 'WELCOME10']);
  });

  it('when a shopper tries them today, then WELCOME10 and GLOW50 work and the other two are refused', async () => {
    expect((await validate('welcome10')).json()).toMatchObject({
      discountAmount: 20,
      discountedSubtotal: 180,
    });
    expect((await validate('GLOW50')).json()).toMatchObject({ discountAmount: 50, discountedSubtotal: 150 });
    expect((await validate('RAMADAN24')).json().code).toBe('PROMO_EXPIRED');
    expect((await validate('VIP30')).json().code).toBe('PROMO_INVALID');
  });
});
