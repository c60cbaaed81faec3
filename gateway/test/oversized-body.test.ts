import { startStack, type Stack } from './support/stack';

describe('a body over the limit through the gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(() => stack.close());

  const post = (path: string, body: string) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      body,
    });

  it.each(['/api/auth/login', '/api/categories', '/api/review', '/api/nowhere'])(
    'when a Node fetch client sends 2 MB of JSON to %s, then it receives an answer (413 where the route takes a body), not a broken pipe',
    async (path) => {
      const res = await post(path, JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
      expect([401, 404, 413]).toContain(res.status);
      if (path === '/api/auth/login') expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    },
  );
});
