import type { AuditEntry, AuditListResponse } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { ENTRIES } from '../src/domain/audit-entry-repository';
import { startAuditApp, type AuditTestApp } from './support/audit-app';
import { buildAuditRecorded } from './support/factories';

const { eventually } = testing;

describe('the audit log', () => {
  let t: AuditTestApp;

  beforeAll(async () => {
    t = await startAuditApp();
  });
  afterAll(() => t.close());

  const list = async (query = ''): Promise<AuditListResponse> => {
    const res = await t.asAdmin({ url: `/api/audit${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<AuditListResponse>();
  };
  const listedIds = async (query = '') => (await list(query)).entries.map((entry) => entry._id);

  it('when a service raises audit.recorded, then admins see the entry with who, what, before/after, when and trace id', async () => {
    const event = buildAuditRecorded({ resourceId: 'first-entry' });
    await t.publish(event);

    const entry = await eventually(async () => {
      const found = (await list('?resourceId=first-entry')).entries[0];
      if (!found) throw new Error('not listed yet');
      return found;
    });
    // every field of the event, as sent, under the event's id
    expect(entry).toEqual<AuditEntry>({ _id: event.id, ...event.data });
  });

  it('when the same event is delivered twice (and again after a restart), then it is stored once', async () => {
    const event = buildAuditRecorded({ resourceId: 'delivered-twice' });
    const marker = buildAuditRecorded({ resourceId: 'after-the-duplicate' });
    await t.publish(event, event);
    await t.restart();
    await t.publish(event, marker);

    await eventually(async () => expect(await listedIds('?resourceId=after-the-duplicate')).toHaveLength(1));
    expect(await listedIds('?resourceId=delivered-twice')).toEqual([event.id]);
    expect(await t.app.db.collection(ENTRIES).countDocuments({ _id: event.id as never })).toBe(1);
  });

  it('when before/after hold field names the database treats specially, then the entry is stored as sent', async () => {
    const event = buildAuditRecorded({
      resourceId: 'odd-keys',
      before: null,
      after: { $set: { 'a.b': 1 }, note: '<script>alert(1)</script>' },
      action: 'create',
    });
    await t.publish(event);

    const entry = await eventually(async () => {
      const found = (await list('?resourceId=odd-keys')).entries[0];
      if (!found) throw new Error('not listed yet');
      return found;
    });
    expect(entry).toMatchObject({ before: null, after: event.data.after });
  });

  it('when entries are filtered and paged, then only matches come back, newest first, with the total', async () => {
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const events = [
      buildAuditRecorded({ service: 'promo', resource: 'promo', resourceId: 'p-1', at: at(0) }),
      buildAuditRecorded({ service: 'promo', resource: 'promo', resourceId: 'p-1', at: at(2) }),
      buildAuditRecorded({ service: 'promo', resource: 'promo', resourceId: 'p-1', at: at(1) }),
      buildAuditRecorded({
        service: 'order',
        resource: 'order.status',
        resourceId: 'o-1',
        at: at(3),
        actor: { userId: 'other-admin', email: 'other@shop.test' },
      }),
    ];
    await t.publish(...events);
    await eventually(async () => expect((await list('?resourceId=p-1')).total).toBe(3));

    const page1 = await list('?service=promo&limit=2&page=1');
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page1.entries.map((entry) => entry.at)).toEqual([at(2), at(1)]);
    const page2 = await list('?service=promo&limit=2&page=2');
    expect(page2.entries.map((entry) => entry.at)).toEqual([at(0)]);

    const window = `?from=${at(1)}&to=${at(3)}&resource=promo`;
    expect((await list(window)).entries.map((entry) => entry.at)).toEqual([at(2), at(1)]);
    // the upper bound excludes what is later and keeps what is exactly at it
    const upTo = `?from=${at(0)}&to=${at(1)}&resource=promo`;
    expect((await list(upTo)).entries.map((entry) => entry.at)).toEqual([at(1), at(0)]);
    expect(await listedIds('?actor=other-admin')).toEqual([events[3]!.id]);
  });

  it('when nothing filters, then the newest entries of every service come first', async () => {
    const latest = buildAuditRecorded({
      service: 'identity',
      resource: 'user.roles',
      at: '2099-01-01T00:00:00.000Z',
    });
    await t.publish(latest);
    await eventually(async () => expect((await listedIds())[0]).toBe(latest.id));
  });
});
