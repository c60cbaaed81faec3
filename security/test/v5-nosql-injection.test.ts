import { authCookieOf } from '../support/http';
import {
  OPERATOR_VALUES,
  QUERY_OPERATORS,
  leafPaths,
  objectPaths,
  withRawMember,
  withValueAt,
} from '../support/payloads';
import { publicSurface, sendRaw, type PublicSurface } from '../support/public-surface';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';

/**
 * ASVS 5.3.4 (database queries protected from injection), 5.1.3 / 13.2.2 (input validated against a strict
 * schema): MongoDB operators where the API expects plain values are refused before any query runs.
 */
/**
 * Public reads that take no query: each refuses any query key
 * (docs/architecture.md#requests-and-security: every query is parsed strictly).
 */
const READS_WITHOUT_QUERY = [
  '/api/categories',
  '/api/review/visible',
  '/api/faqs/visible',
  '/api/announcements/visible',
  '/api/config',
  '/api/stats',
  '/api/social',
  '/api/taxShipping',
  '/api/auth/.well-known/jwks.json',
];

describe('V5.3.4 NoSQL operator injection', () => {
  const stack = useStack();
  let surface: PublicSurface;
  beforeAll(async () => {
    surface = await publicSurface(stack);
  }, 60_000);

  it('when any value of a public body is a MongoDB operator, then 400, no cookie, and nothing stored changes', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const route of surface.bodyRoutes) {
        for (const path of leafPaths(route.body)) {
          for (const operator of OPERATOR_VALUES) {
            const body = withValueAt(route.body, path, operator);
            const answer = await route.client.request(route.method, route.path, { json: body });
            if (answer.status !== 400 || authCookieOf(answer))
              accepted.push(`${route.name} ${path.join('.')}=${JSON.stringify(operator)} → ${answer.status}`);
          }
        }
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when an operator is smuggled in as a key of any object of a public body, then 400 and nothing changes', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const route of surface.bodyRoutes) {
        for (const path of objectPaths(route.body)) {
          for (const key of ['$where', '$gt', '$set']) {
            const answer = await sendRaw(route, withRawMember(route.body, path, key, '"1"'));
            if (answer.status !== 400)
              accepted.push(`${route.name} ${[...path, key].join('.')} → ${answer.status}`);
          }
        }
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when a query value carries an operator, bracket-style or as JSON text, then 400 and nothing changes', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const route of surface.queryRoutes) {
        for (const field of Object.keys(route.query)) {
          const rest = new URLSearchParams(Object.entries(route.query).filter(([key]) => key !== field));
          const attacks = [
            ...QUERY_OPERATORS.map((operator) => `${field}${operator}`),
            `${field}=${encodeURIComponent('{"$ne":null}')}`,
            `${field}=${encodeURIComponent('.*')}`,
          ];
          for (const attack of attacks) {
            const url = `${route.path}?${[rest.toString(), attack].filter(Boolean).join('&')}`;
            const answer = await stack.gateway.request(route.method, url);
            if (answer.status !== 400) accepted.push(`${route.name} ${attack} → ${answer.status}`);
          }
        }
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when an id in the path is an operator or a pattern, then it is refused and nothing changes', async () => {
    const ids = ['{"$gt":""}', '{"$ne":null}', '[$ne]', '.*', "' || '1'=='1", '000000000000000000000000 '];
    const refusedOtherwise: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const route of surface.paramRoutes) {
        for (const id of ids) {
          const path = route.template.replace('{id}', encodeURIComponent(id));
          const answer = await route.client.request(route.method, path);
          if (answer.status !== route.refusal)
            refusedOtherwise.push(`${route.name} ${id} → ${answer.status}`);
        }
      }
    });
    expect(refusedOtherwise).toEqual([]);
  });

  it('when a public read gets an unknown or operator query key, then 400', async () => {
    const reads = ['/api/products', `/api/products/${surface.productId}`, ...READS_WITHOUT_QUERY];
    const queries = ['title[$ne]=x', '$where=1', 'visibility[$in]=false', 'unknown=1'];
    const notRefused: string[] = [];
    for (const path of reads) {
      expect([path, (await stack.gateway.get(path)).status]).toEqual([path, 200]);
      for (const query of queries) {
        const answer = await stack.gateway.get(`${path}?${query}`);
        if (answer.status !== 400) notRefused.push(`${path}?${query} → ${answer.status}`);
      }
    }
    expect(notRefused).toEqual([]);
  });

  it('when the starting requests are sent unchanged, then each is accepted (the attacks above changed one thing)', async () => {
    const statuses = [];
    for (const route of surface.bodyRoutes) {
      const answer = await route.client.request(route.method, route.path, { json: route.body });
      statuses.push([route.name, answer.status]);
    }
    expect(statuses).toEqual([
      ['login', 401],
      ['signup', 201],
      ['cart add', 200],
      ['cart update', 200],
      ['promo validate', 200],
      ['place order', 201],
      ['review', 201],
      ['contact message', 201],
      ['own profile', 200],
    ]);
  });
});
