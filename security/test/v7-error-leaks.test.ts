import { adminAndCustomer, type Account } from '../support/accounts';
import type { Answer } from '../support/http';
import { useStack } from '../support/stack';

/** What a body must never show: stack frames, file paths, driver and framework names, raw error text. */
const LEAKS: Array<[name: string, pattern: RegExp]> = [
  ['stack frame', /\bat (?:async |new )?[\w$.<>]+ \(|\bat (?:file:\/\/)?\/[\w/.-]+:\d+/],
  ['node_modules', /node_modules/],
  ['mongodb', /mongo|ferret|bson/i],
  ['broker', /amqp|rabbit/i],
  ['raw error', /\b\w*Error:|\bSyntaxError\b|Unexpected (token|end)/],
  ['file path', /\/work\/|\/home\/|\/usr\/|\/tmp\/|\\src\\|\/src\//],
  ['framework', /fastify|undici|FST_|busboy|zod/i],
  ['socket', /ECONN\w+|EPIPE|127\.0\.0\.1:\d+|errno|syscall/i],
];

function leaksOf(answer: Answer): string[] {
  const found = LEAKS.filter(([, pattern]) => pattern.test(answer.text)).map(([name]) => name);
  if (answer.headers.get('x-powered-by')) found.push('x-powered-by header');
  if (answer.headers.get('server')) found.push('server header');
  return found;
}

/** The one error shape, as JSON, and nothing else. */
function expectCleanError(label: string, answer: Answer): void {
  expect({ label, leaks: leaksOf(answer), type: answer.headers.get('content-type') }).toEqual({
    label,
    leaks: [],
    type: expect.stringMatching(/^application\/json/),
  });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(Object.keys(answer.body).sort()).toEqual(expect.arrayContaining(['code', 'error']));
  expect(Object.keys(answer.body).every((key) => ['error', 'code', 'details'].includes(key))).toBe(true);
}

/**
 * ASVS 7.4.1 (a generic message when something unexpected fails) and 14.3.2 / 14.3.3 (no debug output, no
 * version headers): every failure the gateway and the services answer, from a bad body to a service or its
 * database gone, is the one JSON error shape with nothing of the insides.
 */
describe('V7.4.1 errors leak nothing', () => {
  const stack = useStack();
  let admin: Account;
  let customer: Account;
  beforeAll(async () => {
    ({ admin, customer } = await adminAndCustomer(stack));
  });

  it('when requests fail with 400, 401, 403, 404, 405-ish, 413 and 415, then each answer is clean', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(1_100_000) });
    const cases: Array<[string, () => Promise<Answer>]> = [
      [
        'malformed JSON to login',
        () => stack.gateway.request('POST', '/api/auth/login', { raw: '{"email":' }),
      ],
      [
        'malformed JSON to checkout',
        () => stack.gateway.request('POST', '/api/orders', { raw: '{"sessionId":"x",}' }),
      ],
      ['malformed JSON to the cart', () => stack.gateway.request('POST', '/api/cart/add', { raw: '[1,2' })],
      ['JSON null body', () => stack.gateway.request('POST', '/api/review', { raw: 'null' })],
      ['empty JSON body', () => stack.gateway.request('POST', '/api/messages', { raw: '' })],
      ['wrong types', () => stack.gateway.post('/api/cart/add', { productId: 5, quantity: 'x' })],
      [
        'deeply nested body',
        () => stack.gateway.request('POST', '/api/review', { raw: `${'['.repeat(5000)}${']'.repeat(5000)}` }),
      ],
      ['bad id', () => stack.gateway.get('/api/products/not-an-id')],
      [
        'bad multipart from the admin',
        () =>
          admin.client.request('POST', '/api/products', {
            raw: '--x\r\n',
            contentType: 'multipart/form-data; boundary=y',
          }),
      ],
      [
        'multipart without a boundary',
        () =>
          admin.client.request('POST', '/api/products', { raw: 'abc', contentType: 'multipart/form-data' }),
      ],
      ['anonymous admin call', () => stack.gateway.get('/api/orders')],
      ['forged token', () => stack.gateway.withBearer('eyJhbGciOiJub25lIn0.e30.').get('/api/auth/me')],
      ['customer on an admin call', () => customer.client.get('/api/auth/users')],
      ['unknown route', () => stack.gateway.get('/api/nope/../../etc/passwd')],
      ['unknown product', () => stack.gateway.get('/api/products/000000000000000000000000')],
      ['unknown order', () => admin.client.get('/api/orders/000000000000000000000000')],
      ['unknown image', () => stack.gateway.get('/api/images/000000000000000000000000')],
      ['unknown user', () => admin.client.get('/api/auth/users/000000000000000000000000')],
      ['unsupported method', () => stack.gateway.request('PATCH', '/api/products')],
      ['method the route does not take', () => stack.gateway.request('PATCH', '/api/cart')],
      ['body too large', () => stack.gateway.request('POST', '/api/messages', { raw: huge })],
      [
        'text/plain body',
        () => stack.gateway.request('POST', '/api/review', { raw: '{}', contentType: 'text/plain' }),
      ],
    ];
    for (const [label, send] of cases) {
      const answer = await send();
      expectCleanError(label, answer);
    }
  });

  it('when the admin sends a malformed product form, then 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=y']) {
      const answer = await admin.client.request('POST', '/api/products', { raw: '--x\r\n', contentType });
      expect(answer.status).toBe(400);
    }
  });

  it("when a service's database is gone, then its 500 says only 'Internal server error'", async () => {
    const order = stack.services.order;
    await order.db.dropDatabase();
    await order.db.client.close();
    for (const answer of [
      await admin.client.get('/api/orders'),
      await admin.client.get('/api/taxShipping'),
    ]) {
      expectCleanError('database gone', answer);
      expect([answer.status, answer.body]).toEqual([
        500,
        { error: 'Internal server error', code: 'INTERNAL_ERROR' },
      ]);
    }
  });

  it('when a service is down, then the gateway answers for it with a clean 5xx and the other services still work', async () => {
    const content = stack.services.content;
    await content.db.dropDatabase();
    await content.close();
    const down = await stack.gateway.get('/api/review/visible');
    expectCleanError('service down', down);
    expect([502, 503, 504]).toContain(down.status);
    expect((await stack.gateway.get('/api/products')).status).toBe(200);
  });
});
