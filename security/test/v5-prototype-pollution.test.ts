import { objectPaths, withRawMember } from '../support/payloads';
import { publicSurface, sendRaw, type PublicSurface } from '../support/public-surface';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';
import { multipartForm, productFields } from '../support/uploads';

const POLLUTERS: Array<[key: string, valueJson: string]> = [
  ['__proto__', '{"polluted":"yes","is_admin":true}'],
  ['constructor', '{"prototype":{"polluted":"yes","is_admin":true}}'],
];

/** Every server runs in this process, so a polluted prototype anywhere would show up right here. */
function expectPrototypesClean(): void {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.is_admin).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
}

/**
 * ASVS 5.5.3 (untrusted data deserialised safely) and 5.1.4 (structured data strongly typed): `__proto__` and
 * `constructor.prototype` in any object of a body or in a query are refused, and no prototype changes.
 */
describe('V5.5.3 prototype pollution', () => {
  const stack = useStack();
  let surface: PublicSurface;
  beforeAll(async () => {
    surface = await publicSurface(stack);
  }, 60_000);
  afterEach(expectPrototypesClean);

  it('when any object of a public body carries __proto__ or constructor.prototype, then 400 and nothing changes', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const route of surface.bodyRoutes) {
        for (const path of objectPaths(route.body)) {
          for (const [key, value] of POLLUTERS) {
            const answer = await sendRaw(route, withRawMember(route.body, path, key, value));
            if (answer.status !== 400)
              accepted.push(`${route.name} ${[...path, key].join('.')} → ${answer.status}`);
          }
        }
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when an admin write carries __proto__, then it is refused too (an admin token is no way around it)', async () => {
    const admin = surface.admin.client;
    const answers = await Promise.all([
      admin.request('PUT', '/api/config', { raw: '{"__proto__":{"polluted":"yes"},"name":"Shop"}' }),
      admin.request('POST', '/api/faqs', {
        raw: '{"question":"Q?","answer":"A","visibility":true,"constructor":{"prototype":{"polluted":"yes"}}}',
      }),
      admin.request('PUT', `/api/products/${surface.productId}`, { raw: '{"__proto__":{"polluted":"yes"}}' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
  });

  it('when a query names __proto__ or constructor.prototype, then 400 and nothing changes', async () => {
    const attacks = [
      '__proto__[polluted]=yes',
      '__proto__=yes',
      'constructor[prototype][polluted]=yes',
      'constructor=x',
    ];
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const route of surface.queryRoutes) {
        const valid = new URLSearchParams(route.query).toString();
        for (const attack of attacks) {
          const answer = await stack.gateway.request(route.method, `${route.path}?${valid}&${attack}`);
          if (answer.status !== 400) accepted.push(`${route.name} ${attack} → ${answer.status}`);
        }
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when a multipart product form names a field __proto__ or constructor, then 400 and no product is made', async () => {
    await expectNoEffect(stack, async () => {
      for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
        const form = multipartForm({ ...productFields(), [name]: '{"polluted":"yes"}' });
        const answer = await surface.admin.client.request('POST', '/api/products', {
          raw: form.body,
          contentType: form.contentType,
        });
        expect([name, answer.status]).toEqual([name, 400]);
      }
    });
  });
});
