import { logIn, logInAdmin, type Account } from '../support/accounts';
import type { Answer } from '../support/http';
import {
  addToCart,
  buildMessage,
  buildReview,
  buildShippingInfo,
  createPromo,
  productOnSale,
} from '../support/shop-data';
import { CUSTOMER, useStack } from '../support/stack';

const LIMITS = { LOGIN: 3, SIGNUP: 2, PROMO: 3, ORDER: 2, REVIEW: 2, MESSAGE: 2, GLOBAL: 400 };

function expectLimited(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    error: 'Too many requests, please try again later',
    code: 'TOO_MANY_REQUESTS',
  });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Sends `count` requests one after another, each from a different forged X-Forwarded-For. */
async function burst(
  count: number,
  send: (headers: Record<string, string>) => Promise<Answer>,
): Promise<Answer[]> {
  const answers = [];
  for (let i = 0; i < count; i += 1) answers.push(await send({ 'x-forwarded-for': `203.0.113.${i + 1}` }));
  return answers;
}

/**
 * ASVS 11.1.4 (anti-automation against excessive calls) and 2.2.1: the forms bots aim at (login, signup, promo
 * validation, checkout, reviews, messages) have their own per-client limits at the gateway, under one global
 * limit; past them 429 with Retry-After, nothing more is stored, and forged X-Forwarded-For headers do not help.
 */
describe('V11.1.4 flooding limits', () => {
  const stack = useStack({
    gatewayEnv: Object.fromEntries(
      Object.entries(LIMITS).map(([name, max]) => [`RATE_LIMIT_${name}_MAX`, String(max)]),
    ),
  });
  let admin: Account;
  beforeAll(async () => {
    admin = await logInAdmin(stack); // the first of LIMITS.LOGIN logins
  });

  it('when a client logs in over and over, with the right password, then the gateway answers 429', async () => {
    await logIn(stack, CUSTOMER.email, CUSTOMER.password);
    await logIn(stack, CUSTOMER.email, CUSTOMER.password);
    expectLimited(
      await stack.gateway.post('/api/auth/login', { email: CUSTOMER.email, password: CUSTOMER.password }),
    );
  });

  it('when a client floods reviews and messages, then only the allowed number is stored', async () => {
    const reviews = await burst(LIMITS.REVIEW + 2, (headers) =>
      stack.gateway.post('/api/review', buildReview({ name: 'Flood' }), { headers }),
    );
    const messages = await burst(LIMITS.MESSAGE + 2, (headers) =>
      stack.gateway.post('/api/messages', buildMessage({ message: 'flood' }), { headers }),
    );
    expect(reviews.map((answer) => answer.status)).toEqual([201, 201, 429, 429]);
    expect(messages.map((answer) => answer.status)).toEqual([201, 201, 429, 429]);
    expectLimited(reviews.at(-1)!);
    const storedReviews = (await admin.client.get('/api/review')).body as Array<{ name: string }>;
    expect(storedReviews.filter((review) => review.name === 'Flood')).toHaveLength(LIMITS.REVIEW);
    const storedMessages = (await admin.client.get('/api/messages')).body.data as Array<{ message: string }>;
    expect(storedMessages.filter((message) => message.message === 'flood')).toHaveLength(LIMITS.MESSAGE);
  });

  it('when a client floods signups, promo guesses and orders, then each is cut at its limit', async () => {
    const signups = await burst(LIMITS.SIGNUP + 1, (headers) =>
      stack.gateway.post(
        '/api/auth/signup',
        {
          first_name: 'B',
          last_name: 'Ot',
          email: `bot${Math.random()}@example.com`,
          password: 'a-long-password-1',
        },
        { headers },
      ),
    );
    expect(signups.map((answer) => answer.status)).toEqual([201, 201, 429]);

    const promo = await createPromo(admin.client);
    const guesses = await burst(LIMITS.PROMO + 1, (headers) =>
      stack.gateway.post(
        '/api/promo/validate',
        { promoCode: `${promo.promo_code}X`, subtotal: 100, email: 'bot@example.com' },
        { headers },
      ),
    );
    expect(guesses.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);

    const product = await productOnSale(admin.client);
    const sessions: string[] = [];
    for (let i = 0; i <= LIMITS.ORDER; i += 1) sessions.push(await addToCart(stack.gateway, product._id));
    const orders = await burst(LIMITS.ORDER + 1, (headers) =>
      stack.gateway.post(
        '/api/orders',
        { sessionId: sessions.pop(), shippingInfo: buildShippingInfo() },
        { headers },
      ),
    );
    expect(orders.map((answer) => answer.status)).toEqual([201, 201, 429]);
    expect((await admin.client.get('/api/orders')).body).toHaveLength(LIMITS.ORDER);
  });

  it('when a client floods any API route, then the global limit answers 429', async () => {
    let answer: Answer | undefined;
    for (let i = 0; i <= LIMITS.GLOBAL; i += 1) {
      answer = await stack.gateway.get('/api/products');
      if (answer.status === 429) break;
    }
    expectLimited(answer!);
  });
});
