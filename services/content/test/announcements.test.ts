import { buildAnnouncement } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

describe('announcements', () => {
  let t: ContentTestApp;
  const adminEmail = '64b000000000000000000001@example.com';

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.db.collection('announcements').deleteMany({}));

  const create = (overrides = {}) =>
    t.asAdmin({ method: 'POST', url: '/api/announcements/', payload: buildAnnouncement(overrides) });

  it('when an admin creates one, then 201 answers { data } with the fixed title and who created it', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'Announcement',
        content: 'Free shipping in Cairo and Giza on orders over 1,000 EGP',
        visibility: true,
        createdBy: adminEmail,
        modifiedBy: adminEmail,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('when the title is left out, then it is still Announcement; any other title is refused', async () => {
    const res = await t.asAdmin({
      method: 'POST',
      url: '/api/announcements',
      payload: { content: 'Eid sale' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Announcement', visibility: true });
    expect((await create({ title: 'Big news' })).statusCode).toBe(400);
  });

  it('when content is exactly 200 characters, then it is accepted; 201 is refused with the limit named', async () => {
    expect((await create({ content: 'x'.repeat(200) })).statusCode).toBe(201);
    const tooLong = await create({ content: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Announcement content must be at most 200 characters');
  });

  it.each([
    ['blank content', { content: '   ' }],
    ['no content', { content: undefined }],
    ['visibility as text', { visibility: 'true' }],
    ['an unknown field', { createdBy: 'someone-else' }],
    ['an operator as content', { content: { $regex: '.*' } }],
  ])('when a new announcement has %s, then 400 and nothing is stored', async (_case, overrides) => {
    const res = await create(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await t.app.db.collection('announcements').countDocuments()).toBe(0);
  });

  it('when the public asks, then only visible ones come back in { data }, newest first', async () => {
    const older = (await create({ content: 'Older' })).json().data;
    await create({ content: 'Hidden', visibility: false });
    const newer = (await create({ content: 'Newer' })).json().data;
    const res = await t.anonymous({ url: '/api/announcements/visible' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [newer, older] });
  });

  it('when an admin lists them, then hidden ones are included', async () => {
    await create({ visibility: false });
    await create();
    const res = await t.asAdmin({ url: '/api/announcements/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
  });

  it('when another admin edits, then content changes, modifiedBy is them and createdBy stays', async () => {
    const created = (await create()).json().data;
    const otherAdmin = await t.tokens.sign({
      userId: '64b0000000000000000000aa',
      email: 'mona@glow.example',
      isAdmin: true,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/announcements/${created._id}`,
      headers: { authorization: `Bearer ${otherAdmin}` },
      payload: { title: 'Announcement', content: 'Ramadan hours: 8 pm to 2 am', visibility: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: created._id,
      content: 'Ramadan hours: 8 pm to 2 am',
      createdBy: adminEmail,
      modifiedBy: 'mona@glow.example',
      createdAt: created.createdAt,
    });
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it('when the toggle sends content and visibility, then it hides and shows on the public side', async () => {
    const created = (await create()).json().data;
    const toggle = (visibility: boolean) =>
      t.asAdmin({
        method: 'PUT',
        url: `/api/announcements/${created._id}`,
        payload: { content: created.content, visibility },
      });
    expect((await toggle(false)).json().data.visibility).toBe(false);
    expect((await t.anonymous({ url: '/api/announcements/visible' })).json().data).toEqual([]);
    await toggle(true);
    expect((await t.anonymous({ url: '/api/announcements/visible' })).json().data).toHaveLength(1);
  });

  it.each([
    ['nothing to change', {}],
    ['content over 200 characters', { content: 'y'.repeat(201) }],
    ['another title', { title: 'News', content: 'x' }],
  ])('when an edit has %s, then 400', async (_case, payload) => {
    const created = (await create()).json().data;
    const res = await t.asAdmin({ method: 'PUT', url: `/api/announcements/${created._id}`, payload });
    expect(res.statusCode).toBe(400);
  });

  it('when the announcement does not exist, then edit and delete answer 404', async () => {
    const url = '/api/announcements/64b0000000000000000000ff';
    expect((await t.asAdmin({ method: 'PUT', url, payload: { visibility: false } })).statusCode).toBe(404);
    expect((await t.asAdmin({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('when an admin deletes one, then only it is gone', async () => {
    const keep = (await create({ content: 'Keep' })).json().data;
    const drop = (await create({ content: 'Drop' })).json().data;
    const res = await t.asAdmin({ method: 'DELETE', url: `/api/announcements/${drop._id}` });
    expect(res.statusCode).toBe(200);
    expect((await t.asAdmin({ url: '/api/announcements' })).json().data).toEqual([keep]);
  });

  it('when an admin deletes all, then none remain', async () => {
    await create();
    await create();
    const res = await t.asAdmin({ method: 'DELETE', url: '/api/announcements/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedCount: 2 });
    expect((await t.asAdmin({ url: '/api/announcements' })).json().data).toEqual([]);
  });
});
