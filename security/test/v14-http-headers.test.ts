import { buildSignup, logInAdmin, type Account } from '../support/accounts';
import { Client, cspForbidsInjectedScript, type Answer } from '../support/http';
import { useStack } from '../support/stack';

const HALF_A_YEAR_SECONDS = 15_724_800;

function headerProblems(answer: Answer): string[] {
  const get = (name: string) => answer.headers.get(name);
  const problems: string[] = [];
  if (!/^application\/json; charset=utf-8$/.test(get('content-type') ?? ''))
    problems.push('content-type with charset');
  if (get('x-content-type-options') !== 'nosniff') problems.push('nosniff');
  if (!cspForbidsInjectedScript(get('content-security-policy'))) problems.push('CSP against script');
  const framing =
    /frame-ancestors 'none'/.test(get('content-security-policy') ?? '') ||
    /^(DENY|SAMEORIGIN)$/.test(get('x-frame-options') ?? '');
  if (!framing) problems.push('no framing');
  if (
    !/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
      get('referrer-policy') ?? '',
    )
  )
    problems.push('referrer-policy');
  const hsts = /max-age=(\d+)/.exec(get('strict-transport-security') ?? '');
  if (!hsts || Number(hsts[1]) < HALF_A_YEAR_SECONDS) problems.push('HSTS');
  if (get('x-powered-by') || get('server')) problems.push('version headers');
  return problems;
}

/**
 * ASVS 14.4.1 (content type with charset), 14.4.3 (CSP), 14.4.4 (nosniff), 14.4.5 (HSTS), 14.4.6 (referrer
 * policy), 14.4.7 (no framing), 14.3.3 (no version headers) and 8.2.1 (personal answers not cached): on
 * successes and failures alike, at the gateway.
 */
describe('V14.4 security headers', () => {
  const stack = useStack();
  let admin: Account;
  beforeAll(async () => {
    admin = await logInAdmin(stack);
  });

  it('when the API answers, successfully or not, then every security header is there', async () => {
    const answers: Array<[string, Answer]> = [
      ['products', await stack.gateway.get('/api/products')],
      ['cart', await stack.gateway.get('/api/cart')],
      ['me', await admin.client.get('/api/auth/me')],
      ['users', await admin.client.get('/api/auth/users')],
      ['unknown route', await stack.gateway.get('/api/nope')],
      ['refused', await stack.gateway.get('/api/orders')],
      ['invalid', await stack.gateway.post('/api/review', { nope: 1 })],
    ];
    expect(answers.map(([label, answer]) => [label, headerProblems(answer)])).toEqual(
      answers.map(([label]) => [label, []]),
    );
  });

  it('when an answer holds one person’s data (their cart, their account, orders), then it is no-store, at the gateway and at the service', async () => {
    const signupBody = buildSignup();
    const personal: Array<[string, Answer]> = [
      ['cart', await stack.gateway.get('/api/cart')],
      [
        'login',
        await stack.gateway.post('/api/auth/login', { email: admin.email, password: admin.password }),
      ],
      ['signup', await stack.gateway.post('/api/auth/signup', signupBody)],
      ['me', await admin.client.get('/api/auth/me')],
      ['me by cookie', await stack.gateway.withCookie(admin.token).get('/api/auth/me')],
      ['users', await admin.client.get('/api/auth/users')],
      ['orders', await admin.client.get('/api/orders')],
      ['products, signed in', await admin.client.get('/api/products')],
      [
        'identity me, direct',
        await new Client(stack.urls.identity).withBearer(admin.token).get('/api/auth/me'),
      ],
      ['order orders, direct', await new Client(stack.urls.order).withBearer(admin.token).get('/api/orders')],
    ];
    const storable = personal
      .filter(([, answer]) => !/no-store/.test(answer.headers.get('cache-control') ?? ''))
      .map(([label, answer]) => `${label} (${answer.status}): ${answer.headers.get('cache-control')}`);
    expect(storable).toEqual([]);
  });

  it('when an anonymous visitor reads the catalog, then it stays cacheable for seconds (no-store is only for personal answers) and revalidates to a 304 through the gateway', async () => {
    const answer = await stack.gateway.get('/api/products');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=15');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await stack.gateway.get('/api/products', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('when an anonymous visitor reads the site content, then it has a strong ETag, the same caching and a 304 on revalidation', async () => {
    const answer = await stack.gateway.get('/api/faqs/visible');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=15');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await stack.gateway.get('/api/faqs/visible', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
