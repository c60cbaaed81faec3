import type { AuditListResponse } from '@shop/contracts';
import { backfillAuditDays } from '../src/domain/audit-backfill';
import { DAYS } from '../src/domain/audit-days';
import { AuditEntryRepository, ENTRIES } from '../src/domain/audit-entry-repository';
import { startAuditApp, type AuditTestApp } from './support/audit-app';
import { buildAuditRecorded } from './support/factories';

/** Issue 36 item 4: the log without a filter (or with dates only) is read day by day, a page at a time. */
describe('the audit log in pages', () => {
  let t: AuditTestApp;
  const start = Date.parse('2026-03-01T00:00:00.000Z');
  /** e0 … e22, one every 3 hours: 8 on 1 March, 8 on 2 March, 7 on 3 March; every 4th by another admin. */
  const at = (i: number) => new Date(start + i * 3 * 3_600_000).toISOString();
  const other = { userId: 'other-admin', email: 'other@shop.test' };

  beforeAll(async () => {
    t = await startAuditApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.collection(ENTRIES).deleteMany({});
    await t.app.db.collection(DAYS).deleteMany({});
    const entries = new AuditEntryRepository(t.app.db);
    for (let i = 0; i < 23; i++) {
      await entries.append(
        buildAuditRecorded({ resourceId: `e${i}`, at: at(i), ...(i % 4 === 0 ? { actor: other } : {}) }),
      );
    }
  });

  const list = async (query: string): Promise<AuditListResponse> => {
    const res = await t.asAdmin({ url: `/api/audit?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<AuditListResponse>();
  };
  const ids = (answer: AuditListResponse) => answer.entries.map((entry) => entry.resourceId);

  it('when nothing filters, then pages of 5 come newest first across days, with the total', async () => {
    const first = await list('limit=5');
    expect(first).toMatchObject({ total: 23, page: 1, limit: 5 });
    expect(ids(first)).toEqual(['e22', 'e21', 'e20', 'e19', 'e18']);
    // page 2 starts on 3 March and ends on 2 March
    expect(ids(await list('limit=5&page=2'))).toEqual(['e17', 'e16', 'e15', 'e14', 'e13']);
  });

  it('when the last page is asked, then it holds the oldest 3; a page past the end is empty', async () => {
    expect(ids(await list('limit=5&page=5'))).toEqual(['e2', 'e1', 'e0']);
    expect(await list('limit=5&page=6')).toMatchObject({ entries: [], total: 23 });
  });

  it('when a date range starts and ends inside days, then only its entries count and page', async () => {
    const range = `from=${at(11)}&to=${at(18)}&limit=5`;
    const first = await list(range);
    expect(first.total).toBe(8);
    expect(ids(first)).toEqual(['e18', 'e17', 'e16', 'e15', 'e14']);
    expect(ids(await list(`${range}&page=2`))).toEqual(['e13', 'e12', 'e11']);
  });

  it('when filtered by actor, then that admin entries alone, looked up by the top-level actorUserId', async () => {
    const answer = await list('actor=other-admin&limit=5');
    expect(answer.total).toBe(6);
    expect(ids(answer)).toEqual(['e20', 'e16', 'e12', 'e8', 'e4']);
  });

  it('when an event is delivered again, then the day count stays right', async () => {
    const again = buildAuditRecorded({ resourceId: 'twice', at: at(22) });
    const entries = new AuditEntryRepository(t.app.db);
    expect(await entries.append(again)).toBe('stored');
    expect(await entries.append(again)).toBe('duplicate');
    expect((await list('limit=5')).total).toBe(24);
  });

  it('when entries were stored before `day` and `actorUserId`, then the first start gives them both and counts their days', async () => {
    const db = t.app.db;
    await db.collection(ENTRIES).deleteMany({});
    await db.collection(DAYS).deleteMany({});
    const stored = new AuditEntryRepository(db);
    await stored.append(buildAuditRecorded({ resourceId: 'old-1', at: at(1), actor: other }));
    await stored.append(buildAuditRecorded({ resourceId: 'old-2', at: at(9) }));
    await db.collection(ENTRIES).updateMany({}, { $unset: { day: '', actorUserId: '' } });
    await db.collection(DAYS).deleteMany({});
    await db.collection('_seeds').deleteOne({ _id: 'audit-entry-days' as never });

    expect(await backfillAuditDays(db)).toBe(true);
    expect(ids(await list(''))).toEqual(['old-2', 'old-1']);
    expect(ids(await list('actor=other-admin'))).toEqual(['old-1']);
    expect(await backfillAuditDays(db)).toBe(false);
  });
});
