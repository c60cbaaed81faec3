import { adminAndCustomer, type Account } from '../support/accounts';
import { SHOP_ORIGIN } from '../support/http';
import { buildReview, createProduct } from '../support/shop-data';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';

const EVIL = 'https://evil.example';

/**
 * ASVS 4.2.2 / 13.2.3 (cross-site request forgery) and 13.2.5 (the expected Content-Type only): a write that
 * carries the auth cookie must come from our own pages, and the API takes no body a cross-site HTML form can
 * send without a preflight (urlencoded, text/plain, multipart outside image uploads).
 */
describe('V4.2.2 cross-site requests with the cookie', () => {
  const stack = useStack();
  let admin: Account;
  let customer: Account;
  let productId: string;
  beforeAll(async () => {
    ({ admin, customer } = await adminAndCustomer(stack));
    productId = (await createProduct(admin.client))._id;
  });

  /** Writes an attacker page would aim at a signed-in admin or customer. */
  const forgeries = () => [
    { who: admin, method: 'DELETE', path: '/api/products', body: undefined },
    { who: admin, method: 'PUT', path: `/api/products/${productId}`, body: { price: 0.01 } },
    { who: admin, method: 'PUT', path: `/api/auth/users/${customer.user._id}`, body: { is_admin: true } },
    {
      who: customer,
      method: 'PUT',
      path: `/api/auth/users/${customer.user._id}`,
      body: { first_name: 'Owned' },
    },
    { who: customer, method: 'POST', path: '/api/auth/logout', body: {} },
  ];

  it('when another site sends a cookie-carrying write (Origin evil, null, or none and no same-site fetch), then 403 and nothing changes', async () => {
    const origins: Array<Record<string, string>> = [
      { origin: EVIL },
      { origin: 'null' },
      { origin: 'http://localhost:8080.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    const passed: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const { who, method, path, body } of forgeries()) {
        for (const headers of origins) {
          const answer = await stack.gateway.request(method, path, {
            ...(body === undefined ? {} : { json: body }),
            headers: { cookie: `authToken=${who.token}`, ...headers },
          });
          if (answer.status !== 403)
            passed.push(`${method} ${path} ${JSON.stringify(headers)} → ${answer.status}`);
        }
      }
    });
    expect(passed).toEqual([]);
  });

  it('when our own page sends the same write with the cookie, then it passes (the refusal is about the origin)', async () => {
    const answer = await stack.gateway
      .withCookie(customer.token)
      .put(`/api/auth/users/${customer.user._id}`, {
        job_title: 'Makeup artist',
      });
    expect(answer.status).toBe(200);
  });

  it('when a body comes as a form encoding a cross-site form could send, then 415, cookie or not, and nothing changes', async () => {
    const formTypes = ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'];
    await expectNoEffect(stack, async () => {
      for (const contentType of formTypes) {
        const review = await stack.gateway.request('POST', '/api/review', {
          raw: JSON.stringify(buildReview()),
          contentType,
          headers: { origin: EVIL },
        });
        const profile = await stack.gateway
          .withCookie(customer.token)
          .request('PUT', `/api/auth/users/${customer.user._id}`, {
            raw: 'first_name=Owned',
            contentType,
          });
        expect([contentType, review.status, profile.status]).toEqual([contentType, 415, 415]);
        expect(review.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
    });
  });

  it('when another site preflights or reads with credentials, then CORS names only our origins', async () => {
    const evil = await stack.gateway.request('OPTIONS', '/api/auth/me', {
      headers: { origin: EVIL, 'access-control-request-method': 'GET' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const read = await stack.gateway.request('GET', '/api/auth/me', {
      headers: { origin: EVIL, cookie: `authToken=${customer.token}` },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const ours = await stack.gateway.request('OPTIONS', '/api/auth/me', {
      headers: { origin: SHOP_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(ours.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
