import { request } from 'undici';
import { routeTable } from '../src/access/route-table';
import { takesPublicReadLane } from '../src/proxy/public-read-lane';
import { BIG_IMAGE, startEchoUpstream, type EchoUpstream } from './support/echo-upstream';
import { comparable, startTestGateway, type TestGateway } from './support/lane-pair';
import { call, closedPortUrl, ORIGIN } from './support/stack';

const PRODUCT_ID = '65f1a2b3c4d5e6f708192a3b';

/** Every public read of the route table, with its parameters filled in (and a query or a trailing slash). */
const publicReads = routeTable
  .filter(takesPublicReadLane)
  .map((rule) => rule.path.replace(':id', PRODUCT_ID).replace('*', 'brand/rose.png'));
const variants = [...publicReads, '/api/products/?page=2&limit=5', '/api/cart?sessionId=s-1'];

const asVisitor = { 'x-request-id': 'visitor-1' };
const fromOurPage = { 'x-request-id': 'page-1', origin: ORIGIN };
const fromAnotherSite = { 'x-request-id': 'other-1', origin: 'https://evil.example' };
const signedIn = {
  'x-request-id': 'user-1',
  origin: ORIGIN,
  cookie: 'authToken=abc',
  authorization: 'Bearer abc',
};
const traced = {
  'x-request-id': 'trace-1',
  traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
};

describe('the public read lane (GETs of public routes answered below Fastify)', () => {
  let echo: EchoUpstream;
  let lane: TestGateway;
  let fastifyOnly: TestGateway;

  beforeAll(async () => {
    echo = await startEchoUpstream();
    lane = await startTestGateway(echo.url);
    fastifyOnly = await startTestGateway(echo.url, { PUBLIC_READ_LANE: 'false' });
  });

  afterAll(async () => {
    await lane.close();
    await fastifyOnly.close();
    await echo.close();
  });

  async function both(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    const seenBefore = lane.fastifyRequests();
    const [viaLane, viaFastify] = [
      await call(lane.url, method, path, { headers, body }),
      await call(fastifyOnly.url, method, path, { headers, body }),
    ];
    return {
      laneAnswered: lane.fastifyRequests() === seenBefore,
      // a few tests below ask one gateway only
      viaLane: comparable(viaLane, lane.url, true),
      viaFastify: comparable(viaFastify, fastifyOnly.url, true),
    };
  }

  it('when anyone reads any public route, then the lane answers exactly what Fastify answers', async () => {
    for (const path of variants) {
      for (const headers of [asVisitor, fromOurPage, fromAnotherSite, signedIn, traced]) {
        const { laneAnswered, viaLane, viaFastify } = await both('GET', path, headers);
        expect({ path, headers, laneAnswered }).toEqual({ path, headers, laneAnswered: true });
        expect({ path, ...viaLane }).toEqual({ path, ...viaFastify });
      }
    }
  });

  it('when a service answers a large image, a 304 or an impossible status, then both paths answer alike', async () => {
    const big = await both('GET', '/api/images/big.png', fromOurPage);
    expect(big.laneAnswered).toBe(true);
    expect(big.viaLane).toEqual(big.viaFastify);
    const image = await request(`${lane.url}/api/images/big.png`);
    expect(Buffer.from(await image.body.arrayBuffer()).equals(BIG_IMAGE)).toBe(true);

    const revalidated = await both('GET', '/api/images/cached.png', {
      ...asVisitor,
      'if-none-match': '"v1"',
    });
    expect(revalidated.viaLane.status).toBe(304);
    expect(revalidated.viaLane).toEqual(revalidated.viaFastify);

    const odd = await both('GET', '/api/images/odd', asVisitor);
    expect(odd.viaLane.status).toBe(502);
    expect(odd.viaLane).toEqual(odd.viaFastify);
  });

  it('when the caller sends no request id, then the lane makes one up, gives it to the service and returns it', async () => {
    const res = await call(lane.url, 'GET', '/api/config');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().headers['x-request-id']).toBe(id);
  });

  it('when a request is not a bodiless GET of a public route, then Fastify answers it, as before', async () => {
    const cases: Array<[string, string, Record<string, string>, string?]> = [
      ['POST', '/api/categories', { ...asVisitor, 'content-type': 'application/json' }, '{}'],
      ['HEAD', '/api/products', asVisitor],
      ['OPTIONS', '/api/products', { ...fromOurPage, 'access-control-request-method': 'GET' }],
      ['GET', '/api/products', { ...asVisitor, 'content-type': 'application/json' }, '{"x":1}'],
      ['GET', '/api/auth/me', asVisitor],
      ['GET', '/api/nowhere', asVisitor],
      ['GET', '/healthz', asVisitor],
    ];
    for (const [method, path, headers, body] of cases) {
      const { laneAnswered, viaLane, viaFastify } = await both(method, path, headers, body);
      expect({ method, path, laneAnswered }).toEqual({ method, path, laneAnswered: false });
      expect({ method, path, ...viaLane }).toEqual({ method, path, ...viaFastify });
    }
  });

  it('when answers of the lane are counted, then they appear in the metrics under their route pattern', async () => {
    const seenBefore = lane.fastifyRequests();
    await call(lane.url, 'GET', `/api/products/${PRODUCT_ID}`);
    expect(lane.fastifyRequests()).toBe(seenBefore); // the lane answered, so the lane counted it
    const text = await lane.app.metrics.render();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/products\/:id",status_code="200",service="gateway"\} [1-9]/,
    );
    expect(text).toMatch(
      /gateway_upstream_requests_total\{upstream="catalog",status_code="200",service="gateway"\} [1-9]/,
    );
  });
});

describe('the public read lane, when limits are reached or a service is down', () => {
  let echo: EchoUpstream;
  const gateways: TestGateway[] = [];

  beforeAll(async () => {
    echo = await startEchoUpstream();
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await echo.close();
  });

  async function pair(env: Record<string, string>, upstreamUrl = echo.url) {
    const lane = await startTestGateway(upstreamUrl, env);
    const fastifyOnly = await startTestGateway(upstreamUrl, { ...env, PUBLIC_READ_LANE: 'false' });
    gateways.push(lane, fastifyOnly);
    return { lane, fastifyOnly };
  }

  it('when reads on the lane and calls through Fastify add up past the limit, then the lane answers 429 as Fastify does', async () => {
    const { lane, fastifyOnly } = await pair({ RATE_LIMIT_GLOBAL_MAX: '3' });
    const steps: Array<[string, string]> = [
      ['GET', '/api/products'],
      ['GET', '/api/auth/me'], // through Fastify on both gateways, counted against the same client
      ['GET', '/api/categories'],
      ['GET', '/api/config'],
    ];
    const answers = [];
    for (const [method, path] of steps) {
      const viaLane = await call(lane.url, method, path, { headers: fromOurPage });
      const viaFastify = await call(fastifyOnly.url, method, path, { headers: fromOurPage });
      answers.push({
        path,
        viaLane: comparable(viaLane, lane.url),
        viaFastify: comparable(viaFastify, fastifyOnly.url),
      });
    }
    expect(answers.map((answer) => answer.viaLane.status)).toEqual([200, 401, 200, 429]);
    for (const answer of answers) expect(answer.viaLane).toEqual(answer.viaFastify);
    expect(answers[3]!.viaLane.headers['retry-after']).toBeDefined();
  });

  it('when the service is down, then the lane answers 503 for it in the one error shape, as Fastify does', async () => {
    const { lane, fastifyOnly } = await pair({}, await closedPortUrl());
    const viaLane = await call(lane.url, 'GET', '/api/faqs/visible', { headers: fromOurPage });
    const viaFastify = await call(fastifyOnly.url, 'GET', '/api/faqs/visible', { headers: fromOurPage });
    expect(viaLane.status).toBe(503);
    expect(viaLane.json()).toEqual({
      error: 'The content service is unavailable, please try again later',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(comparable(viaLane, lane.url)).toEqual(comparable(viaFastify, fastifyOnly.url));
  });

  it('when the gateway trusts its proxy, then the lane counts and forwards the same client address as Fastify', async () => {
    const { lane, fastifyOnly } = await pair({ TRUST_PROXY: '127.0.0.1' });
    const headers = { ...asVisitor, 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    const viaLane = await call(lane.url, 'GET', '/api/stats', { headers });
    const viaFastify = await call(fastifyOnly.url, 'GET', '/api/stats', { headers });
    expect(viaLane.json().headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(viaLane.json().headers['x-forwarded-proto']).toBe('https');
    expect(comparable(viaLane, lane.url)).toEqual(comparable(viaFastify, fastifyOnly.url));
  });
});
