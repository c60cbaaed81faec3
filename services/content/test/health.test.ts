import { startContentApp, type ContentTestApp } from './support/content-app';

describe('health and errors', () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());

  const postJsonText = (url: string, payload: string) =>
    t.anonymous({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('when MongoDB and RabbitMQ answer, then /readyz says ready and names both', async () => {
    const res = await t.anonymous({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', dependencies: { mongodb: 'up', rabbitmq: 'up' } });
  });

  it('when a route does not exist, then 404 in the one error shape', async () => {
    const res = await t.anonymous({ url: '/api/faqs/visible/extra' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
  });

  it('when a public body is not JSON, then 400 and never 500', async () => {
    const res = await postJsonText('/api/messages', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('when a public body is an array or a prototype-pollution attempt, then 400', async () => {
    const array = await t.anonymous({ method: 'POST', url: '/api/review', payload: [{ name: 'x' }] });
    expect(array.statusCode).toBe(400);
    const polluted = await postJsonText(
      '/api/messages',
      '{"email":"a@b.co","message":"hi","__proto__":{"isAdmin":true}}',
    );
    expect(polluted.statusCode).toBe(400);
  });
});
