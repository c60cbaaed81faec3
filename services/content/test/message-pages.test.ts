import type { ContactMessagePage } from '@shop/contracts';
import { MESSAGE_DAYS } from '../src/domain/messages/message-days';
import { MessageRepository } from '../src/domain/messages/message-repository';
import { buildMessage } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

/** Issue 36 item 4: the admin Messages screen reads one tab a page at a time, searched on the server. */
describe('contact messages in pages', () => {
  let t: ContentTestApp;
  const start = Date.UTC(2026, 10, 1);

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());

  /** 23 active messages (m1 oldest … m23 newest; every third from Nour) and 4 archived ones. */
  beforeEach(async () => {
    await t.app.db.collection('messages').deleteMany({});
    await t.app.db.collection(MESSAGE_DAYS).deleteMany({});
    const messages = new MessageRepository(t.app.db);
    // one every 3 hours: the active tab spans three days, its pages cross them
    for (let i = 0; i < 23; i++) {
      const fields = {
        ...buildMessage({ first_name: i % 3 === 0 ? 'Nour' : 'Mariam', message: `m${i + 1}` }),
      };
      await messages.insert(fields as never, new Date(start + i * 3 * 3_600_000));
    }
    for (let i = 0; i < 4; i++) {
      const stored = await messages.insert(
        buildMessage({ first_name: 'Nour', message: `a${i + 1}` }) as never,
        new Date(start + i * 60_000),
      );
      await archive(stored._id.toHexString());
    }
  });

  const archive = (id: string) =>
    t.asAdmin({
      method: 'PATCH',
      url: `/api/messages/${id}/status`,
      payload: { message_status: 'archived' },
    });

  const list = async (query: string) => {
    const res = await t.asAdmin({ url: `/api/messages?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as ContactMessagePage;
  };
  const texts = (page: ContactMessagePage) => page.data.map((m) => m.message);

  it('when the admin opens the active tab, then 5 newest come back with the total and both tabs counted', async () => {
    const page = await list('status=active');
    expect(texts(page)).toEqual(['m23', 'm22', 'm21', 'm20', 'm19']);
    expect(page).toMatchObject({ total: 23, page: 1, limit: 5, counts: { active: 23, archived: 4 } });
  });

  it('when the admin asks for the last page, then it holds the 3 oldest', async () => {
    expect(texts(await list('status=active&page=5'))).toEqual(['m3', 'm2', 'm1']);
  });

  it('when the page asked is past the end (its last message deleted), then the last page answers', async () => {
    const page = await list('status=active&page=9');
    expect(page.page).toBe(5);
    expect(texts(page)).toEqual(['m3', 'm2', 'm1']);
  });

  it('when the admin searches, then the tab, its total and both counts are of the matches only', async () => {
    const page = await list('status=active&q=%20nOUR%20hassan&page=2');
    // Nour wrote m1, m4, … m22: 8 active; newest first, page 2 holds m7, m4, m1
    expect(page).toMatchObject({ total: 8, page: 2, counts: { active: 8, archived: 4 } });
    expect(texts(page)).toEqual(['m7', 'm4', 'm1']);
  });

  it('when a search matches nothing, then an empty first page with zero counts', async () => {
    expect(await list('status=archived&q=nobody')).toMatchObject({
      data: [],
      total: 0,
      page: 1,
      counts: { active: 0, archived: 0 },
    });
  });

  it('when the archived tab is paged by 3, then its second page holds the oldest', async () => {
    expect(texts(await list('status=archived&limit=3&page=2'))).toEqual(['a1']);
  });

  it('when a message is archived or deleted, then the counts of both tabs follow', async () => {
    const newest = (await list('status=active')).data[0]!;
    await archive(newest._id);
    expect((await list('status=active')).counts).toEqual({ active: 22, archived: 5 });
    await t.asAdmin({ method: 'DELETE', url: `/api/messages/${newest._id}` });
    const after = await list('status=archived');
    expect(after.counts).toEqual({ active: 22, archived: 4 });
    expect(after.data.map((m) => m.message)).not.toContain('m23');
  });

  it('when messages were stored before `day`, then the first start gives it to them and counts their days', async () => {
    const db = t.app.db;
    await db.collection('messages').updateMany({}, { $unset: { day: '' } });
    await db.collection(MESSAGE_DAYS).deleteMany({});
    await db.collection('_seeds').deleteOne({ _id: 'message-days-v1' as never });
    expect(await new MessageRepository(db).backfillDays(db)).toBe(true);
    const page = await list('status=active&page=5');
    expect(page).toMatchObject({ total: 23, counts: { active: 23, archived: 4 } });
    expect(texts(page)).toEqual(['m3', 'm2', 'm1']);
  });

  it('when no parameter is sent, then every message comes back unpaged in { data }, as the spec answers', async () => {
    const res = await t.asAdmin({ url: '/api/messages' });
    expect(Object.keys(res.json())).toEqual(['data']);
    expect(res.json().data).toHaveLength(27);
  });

  it.each([
    ['a page without a status', 'page=2'],
    ['a search without a status', 'q=nour'],
    ['an unknown status', 'status=deleted'],
    ['a limit over 50', 'status=active&limit=51'],
    ['page 0', 'status=active&page=0'],
    ['an unknown parameter', 'status=active&sort=name'],
  ])('when the query has %s, then 400', async (_case, query) => {
    expect((await t.asAdmin({ url: `/api/messages?${query}` })).statusCode).toBe(400);
  });
});
