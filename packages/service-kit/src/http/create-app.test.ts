import { z } from 'zod';
import { ConflictError } from '../errors';
import { createApp } from './create-app';

function buildApp() {
  const app = createApp({ name: 'test', logLevel: 'silent', bodyLimit: 1024 });
  app.post(
    '/things',
    { schema: { body: z.strictObject({ name: z.string().min(1), qty: z.number().int().min(1) }) } },
    async (request) => request.body,
  );
  app.get('/conflict', async () => {
    throw new ConflictError('Already exists');
  });
  app.get('/boom', async () => {
    throw new Error('secret connection string mongodb://user:pw@host');
  });
  app.addReadinessCheck('database', async () => false);
  return app;
}

describe('createApp', () => {
  it('when the body is valid, then the route answers it', async () => {
    const res = await buildApp().inject({ method: 'POST', url: '/things', payload: { name: 'a', qty: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('when the body has unknown keys or operators, then 400 in the one error shape names the field', async () => {
    const app = buildApp();
    const unknown = await app.inject({ method: 'POST', url: '/things', payload: { name: 'a', qty: 1, is_admin: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    const operator = await app.inject({ method: 'POST', url: '/things', payload: { name: { $gt: '' }, qty: 1 } });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().error).toMatch(/name/);
  });

  it('when the JSON is malformed or too large, then 400 and 413 with clear errors', async () => {
    const app = buildApp();
    const bad = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_JSON' });
    const big = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x'.repeat(5000), qty: 1 } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('when a route is unknown, a named error is thrown, or an unexpected one, then the status and shape fit', async () => {
    const app = buildApp();
    expect((await app.inject('/nope')).json()).toMatchObject({ code: 'NOT_FOUND' });
    const conflict = await app.inject('/conflict');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'Already exists', code: 'CONFLICT' });
    const boom = await app.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toMatch(/mongodb|secret|stack/);
  });

  it('when a dependency is down, then /readyz says 503 naming it while /healthz stays ok', async () => {
    const app = buildApp();
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ dependencies: { database: 'down' }, code: 'NOT_READY' });
  });
});
