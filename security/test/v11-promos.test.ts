import type { Product } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { logInAdmin, type Account } from '../support/accounts';
import { addToCart, buildShippingInfo, createPromo, productOnSale, promoDays } from '../support/shop-data';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';

const INVALID_OR_USED = 'Promo code is invalid or has been used';

/**
 * ASVS 11.1.3 (per-user limits of a business action), 11.1.6 (no race conditions on it) and 11.1.1 (steps in
 * order, each checked again): a code is used once per email, only while active and within its dates, and
 * twenty orders racing for one use get exactly one discount.
 */
describe('V11 promo codes', () => {
  const stack = useStack();
  let admin: Account;
  let product: Product;
  beforeAll(async () => {
    admin = await logInAdmin(stack);
    product = await productOnSale(admin.client, { price: 200 });
  });

  const order = async (promoCode: string, email: string, sessionId?: string) =>
    stack.gateway.post('/api/orders', {
      sessionId: sessionId ?? (await addToCart(stack.gateway, product._id)),
      shippingInfo: buildShippingInfo({ email }),
      promoCode,
    });
  const validate = (promoCode: string, email: string) =>
    stack.gateway.post('/api/promo/validate', { promoCode, subtotal: 200, email });
  const usageOf = async (promoId: string) =>
    ((await admin.client.get('/api/promo')).body.data as Array<{ _id: string; usageCount: number }>).find(
      (p) => p._id === promoId,
    )!.usageCount;

  it('when a code is used again by the same email, in any letter case or spacing, then it is refused and no order is made', async () => {
    const promo = await createPromo(admin.client, { discountValue: 10 });
    const email = `${testing.uniqueName('once')}@example.com`;
    const first = await order(promo.promo_code, email);
    expect([first.status, first.body.discountAmount]).toEqual([201, 20]);
    await testing.eventually(async () => expect(await usageOf(promo._id)).toBe(1), 10_000);

    for (const variant of [email, email.toUpperCase(), `  ${email}  `]) {
      const validation = await validate(promo.promo_code.toLowerCase(), variant);
      expect([validation.status, validation.body]).toEqual([
        400,
        { error: INVALID_OR_USED, code: 'PROMO_ALREADY_USED' },
      ]);
      const sessionId = await addToCart(stack.gateway, product._id);
      await expectNoEffect(stack, async () => {
        const again = await order(promo.promo_code.toLowerCase(), variant.trim(), sessionId);
        expect([again.status, again.body.error]).toEqual([409, INVALID_OR_USED]);
      });
    }
    expect(await usageOf(promo._id)).toBe(1);
  });

  it('when a code has expired, has not started or is inactive, then validation and checkout refuse it', async () => {
    const expired = await createPromo(admin.client, {
      start_date: promoDays.day(-30),
      expiration_date: promoDays.day(-1),
    });
    const early = await createPromo(admin.client, {
      start_date: promoDays.day(2),
      expiration_date: promoDays.day(30),
    });
    const inactive = await createPromo(admin.client, { status: 'inactive' });
    const cases: Array<[string, string, string]> = [
      [expired.promo_code, 'This promo code has expired', 'PROMO_EXPIRED'],
      [early.promo_code, 'This promo code is not valid yet', 'PROMO_NOT_STARTED'],
      [inactive.promo_code, INVALID_OR_USED, 'PROMO_INVALID'],
      ['NO-SUCH-CODE', INVALID_OR_USED, 'PROMO_INVALID'],
    ];
    const sessionId = await addToCart(stack.gateway, product._id);
    await expectNoEffect(stack, async () => {
      for (const [code, error, errorCode] of cases) {
        const email = `${testing.uniqueName('late')}@example.com`;
        expect((await validate(code, email)).body).toEqual({ error, code: errorCode });
        const placed = await order(code, email, sessionId);
        expect([code, placed.status, placed.body.error]).toEqual([code, 400, error]);
      }
    });
  });

  it('when a code is switched off between validation and checkout, then checkout checks again and refuses it', async () => {
    const promo = await createPromo(admin.client, { discountValue: 15 });
    const email = `${testing.uniqueName('late')}@example.com`;
    expect((await validate(promo.promo_code, email)).status).toBe(200);
    const {
      _id,
      usageCount: _usage,
      created_by: _by,
      createdAt: _at,
      updatedAt: _up,
      ...editable
    } = ((await admin.client.get('/api/promo')).body.data as Array<Record<string, unknown>>).find(
      (p) => p._id === promo._id,
    )!;
    const off = await admin.client.put(`/api/promo/${_id}`, {
      ...editable,
      start_date: promoDays.day(0),
      expiration_date: promoDays.day(30),
      status: 'inactive',
    });
    expect(off.status).toBe(200);
    const placed = await order(promo.promo_code, email);
    expect([placed.status, placed.body.error]).toEqual([400, INVALID_OR_USED]);
  });

  it('when twenty orders race for one use of a code, then exactly one is discounted and it is counted once', async () => {
    const promo = await createPromo(admin.client, { discountValue: 10 });
    const email = `${testing.uniqueName('racer')}@example.com`;
    const sessions = [];
    for (let i = 0; i < 20; i += 1) sessions.push(await addToCart(stack.gateway, product._id));
    const answers = await Promise.all(
      sessions.map((sessionId) =>
        stack.gateway.post('/api/orders', {
          sessionId,
          shippingInfo: buildShippingInfo({ email }),
          promoCode: promo.promo_code,
        }),
      ),
    );
    // Every answer's status and code at once, so a failure shows what the others got.
    const outcomes = answers.map(
      (answer) => `${answer.status} ${answer.status === 201 ? '' : answer.body.code}`,
    );
    expect(outcomes.sort()).toEqual(['201 ', ...Array<string>(19).fill('409 PROMO_ALREADY_USED')]);
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed[0]!.body.discountAmount).toBe(20);
    expect(
      answers.filter((answer) => answer.status === 409 && answer.body.error === INVALID_OR_USED),
    ).toHaveLength(19);
    const stored = (await admin.client.get('/api/orders')).body as Array<{ promoCode?: string }>;
    expect(stored.filter((o) => o.promoCode === promo.promo_code)).toHaveLength(1);
    await testing.eventually(async () => expect(await usageOf(promo._id)).toBe(1), 10_000);
  }, 60_000);
});
