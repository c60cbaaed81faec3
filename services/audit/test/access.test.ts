import type { AuditListResponse } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { startAuditApp, type AuditTestApp } from './support/audit-app';
import { buildAuditRecorded } from './support/factories';

const { eventually } = testing;

/** The user id of `testing.createTestTokens().admin()`. */
const ADMIN_ID = '64b000000000000000000001';

describe('who may read the log, and that nobody can write it', () => {
  let t: AuditTestApp;
  const event = buildAuditRecorded({ resourceId: 'kept-as-is' });
  const listed = async () =>
    (await t.asAdmin({ url: '/api/audit?resourceId=kept-as-is' })).json<AuditListResponse>().entries;

  beforeAll(async () => {
    t = await startAuditApp();
    await t.publish(event);
    await eventually(async () => expect(await listed()).toHaveLength(1));
  });
  afterAll(() => t.close());

  it('when nobody is signed in, then 401; when a customer asks, then 403', async () => {
    expect((await t.anonymous({ url: '/api/audit' })).statusCode).toBe(401);
    const res = await t.asCustomer({ url: '/api/audit' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: expect.any(String) });
  });

  it.each([
    ['an unknown filter', '?sort=at'],
    ['a limit above 100', '?limit=101'],
    ['page 0', '?page=0'],
    ['a service that is not audited', '?service=gateway'],
    ['a date that is not a date', '?from=yesterday'],
    ['from after to', '?from=2026-02-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z'],
  ])('when the query has %s, then 400 in the one error shape', async (_case, query) => {
    const res = await t.asAdmin({ url: `/api/audit${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
  const paths = ['/api/audit', `/api/audit/${event.id}`];
  it.each(writes.flatMap((method) => paths.map((path) => [method, path] as const)))(
    'when an admin sends %s %s, then 404 and the entry is unchanged',
    async (method, url) => {
      const res = await t.asAdmin({
        method,
        url,
        ...(method === 'DELETE' ? {} : { payload: { ...event.data, actor: { userId: 'x', email: null } } }),
      });
      expect(res.statusCode).toBe(404);
      expect(await listed()).toEqual([expect.objectContaining({ _id: event.id, actor: event.data.actor })]);
    },
  );

  it('when the admin token was revoked (logged out, demoted), then 401 even with a valid signature', async () => {
    t.setRevoked(ADMIN_ID, true);
    try {
      expect((await t.asAdmin({ url: '/api/audit' })).statusCode).toBe(401);
    } finally {
      t.setRevoked(ADMIN_ID, false);
    }
    expect((await t.asAdmin({ url: '/api/audit' })).statusCode).toBe(200);
  });

  it('when /readyz is asked, then MongoDB and RabbitMQ are both up', async () => {
    const res = await t.anonymous({ url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready', dependencies: { mongodb: 'up', rabbitmq: 'up' } });
  });
});
