import { authCookieOf } from '../support/http';
import { publicSurface, type PublicSurface } from '../support/public-surface';
import { CUSTOMER, useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';

/** JSON text with `key` written twice in the top object: first `first`, then `second`. */
function twice(body: Record<string, unknown>, key: string, first: unknown, second: unknown): string {
  const { [key]: _dropped, ...rest } = body;
  const inner = JSON.stringify(rest).slice(1, -1);
  return `{${JSON.stringify(key)}:${JSON.stringify(first)},${inner ? `${inner},` : ''}${JSON.stringify(key)}:${JSON.stringify(second)}}`;
}

/**
 * ASVS 5.1.1 (HTTP parameter pollution): a body or query that names one parameter twice means different things
 * to different parsers (JSON.parse keeps the last, others the first), so it is refused with 400 whatever the
 * two values are, and it changes nothing.
 */
describe('V5.1.1 duplicate and conflicting parameters', () => {
  const stack = useStack();
  let surface: PublicSurface;
  beforeAll(async () => {
    surface = await publicSurface(stack);
  }, 60_000);
  const route = (name: string) => surface.bodyRoutes.find((candidate) => candidate.name === name)!;

  it('when a public body repeats a key with two values that are each valid, then 400 naming it, and nothing changes', async () => {
    const cases: Array<[string, string, unknown, unknown]> = [
      ['cart add', 'quantity', 1, 50],
      ['cart update', 'quantity', 1, 1000],
      ['login', 'email', CUSTOMER.email, 'admin@security.test'],
      ['signup', 'email', 'first@example.com', 'second@example.com'],
      ['place order', 'promoCode', '', surface.promoCode],
      ['promo validate', 'subtotal', 250, 1],
      ['review', 'rating', 1, 5],
      ['contact message', 'message', 'hello', 'goodbye'],
      ['own profile', 'first_name', 'Salma', 'Admin'],
    ];
    await expectNoEffect(stack, async () => {
      for (const [name, key, first, second] of cases) {
        const target = route(name);
        const answer = await target.client.request(target.method, target.path, {
          raw: twice(target.body, key, first, second),
        });
        expect({ name, status: answer.status, body: answer.body, cookie: authCookieOf(answer) }).toEqual({
          name,
          status: 400,
          body: expect.objectContaining({ error: `body.${key}: Duplicate key`, code: 'VALIDATION_ERROR' }),
          cookie: undefined,
        });
      }
    });
  });

  it('when a role key is repeated, false then true, then signup and profile edits are refused and nobody is admin', async () => {
    const signup = route('signup');
    const profile = route('own profile');
    await expectNoEffect(stack, async () => {
      const signedUp = await signup.client.request('POST', signup.path, {
        raw: twice(signup.body, 'is_admin', false, true),
      });
      const edited = await profile.client.request('PUT', profile.path, {
        raw: twice(profile.body, 'is_admin', false, true),
      });
      expect([signedUp.status, edited.status]).toEqual([400, 400]);
    });
    const me = await surface.customer.client.get('/api/auth/me');
    expect(me.body.user.is_admin).toBe(false);
    const users = (await surface.admin.client.get('/api/auth/users')).body.users as Array<{
      is_admin: boolean;
    }>;
    expect(users.filter((user) => user.is_admin)).toHaveLength(1);
  });

  it('when the repeat hides deep inside, or behind a unicode escape, then it is still refused', async () => {
    const order = route('place order');
    const deep = JSON.stringify(order.body).replace('"city":"Cairo"', '"city":"Cairo","city":"Giza"');
    const add = route('cart add');
    const escaped = JSON.stringify(add.body).replace('"quantity":1', '"quantity":1,"quant\\u0069ty":60');
    await expectNoEffect(stack, async () => {
      const deepAnswer = await order.client.request('POST', order.path, { raw: deep });
      expect([deepAnswer.status, deepAnswer.body.error]).toEqual([
        400,
        'body.shippingInfo.city: Duplicate key',
      ]);
      const escapedAnswer = await add.client.request('POST', add.path, { raw: escaped });
      expect([escapedAnswer.status, escapedAnswer.body.error]).toEqual([400, 'body.quantity: Duplicate key']);
    });
  });

  it('when a query names the session twice, then 400 and neither cart is shown or changed', async () => {
    const other = (await stack.gateway.get('/api/cart')).body.sessionId as string;
    await expectNoEffect(stack, async () => {
      for (const target of surface.queryRoutes) {
        const answer = await stack.gateway.request(
          target.method,
          `${target.path}?sessionId=${other}&sessionId=${surface.sessionId}`,
        );
        expect([target.name, answer.status, answer.body.cart]).toEqual([target.name, 400, undefined]);
      }
    });
  });
});
