import { startEchoUpstream, BIG_IMAGE, type EchoUpstream } from './support/echo-upstream';
import { call, login, ORIGIN, startStack, type Stack } from './support/stack';

/** What the gateway does to requests and answers on their way through (catalog is the echoing stand-in). */
describe('proxying through the gateway', () => {
  let stack: Stack;
  let echo: EchoUpstream;
  let admin: string;

  beforeAll(async () => {
    echo = await startEchoUpstream();
    stack = await startStack({ gatewayEnv: { CATALOG_URL: echo.url } });
    admin = (await login(stack.gatewayUrl, 'admin@shop.test', 'Admin-Password-1')).token;
  });

  afterAll(async () => {
    await stack.close();
    await echo.close();
  });

  it('when a JSON body is sent, then the service receives exactly the bytes the client sent', async () => {
    const body = '{"title":  "Rosé",\n "title2": "x", "n": 1.50}';
    const res = await call(stack.gatewayUrl, 'POST', '/api/categories', {
      token: admin,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
    });
    expect(res.status).toBe(200);
    const seen = res.json();
    expect(Buffer.from(seen.body, 'latin1').toString('utf8')).toBe(body);
    expect(seen.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('when a product form is uploaded, then its content type keeps the boundary and the bytes arrive intact', async () => {
    const contentType = 'multipart/form-data; boundary=----shop42';
    const form = Buffer.concat([
      Buffer.from('------shop42\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a]),
      Buffer.from('\r\n------shop42--\r\n'),
    ]);
    const res = await call(stack.gatewayUrl, 'POST', '/api/products', {
      token: admin,
      headers: { 'content-type': contentType },
      body: form,
    });
    expect(res.status).toBe(200);
    const seen = res.json();
    expect(seen.headers['content-type']).toBe(contentType);
    expect(Buffer.from(seen.body, 'latin1')).toEqual(form);
  });

  it('when the answer is larger than the gateway buffers, then it streams through intact', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/images/big.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(BIG_IMAGE.length);
    expect(body.equals(BIG_IMAGE)).toBe(true); // (toEqual compares 300 KB byte by byte, for seconds)
  });

  it('when a HEAD request is made, then the headers come back and no body', async () => {
    const res = await call(stack.gatewayUrl, 'HEAD', '/api/products');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.text).toBe('');
  });

  it('when the browser already has the image, then 304 with its validator and no body or length', async () => {
    const res = await call(stack.gatewayUrl, 'GET', '/api/images/cached.png', {
      headers: { 'if-none-match': '"v1"' },
    });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.text).toBe('');
  });

  it('when the service sends its 304 with a zero length, then the browser gets the 304 without one', async () => {
    const direct = await call(echo.url, 'GET', '/api/categories', { headers: { 'if-none-match': '"c1"' } });
    expect([direct.status, direct.headers['content-length']]).toEqual([304, '0']);
    const res = await call(stack.gatewayUrl, 'GET', '/api/categories', {
      headers: { 'if-none-match': '"c1"' },
    });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('"c1"');
    // RFC 9110 §8.6: a 304's length, when sent, must be that of the 200 it stands for (a cache may keep it)
    expect(res.headers['content-length']).toBeUndefined();
  });

  it('when the service varies its answer, then the gateway keeps its own Vary: Origin as well', async () => {
    const res = await call(stack.gatewayUrl, 'GET', '/api/products', { headers: { origin: ORIGIN } });
    const vary = String(res.headers.vary).toLowerCase();
    expect(vary).toContain('origin');
    expect(vary).toContain('accept-encoding');
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('when the service answers with an impossible status, then 502 in the one error shape', async () => {
    const res = await call(stack.gatewayUrl, 'GET', '/api/images/odd');
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({ error: 'The catalog service gave an invalid answer', code: 'BAD_GATEWAY' });
  });
});
