import { testing } from '@shop/service-kit';
import { buildFaq } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

describe('FAQs', () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.db.collection('faqs').deleteMany({}));

  const create = (overrides = {}) =>
    t.asAdmin({ method: 'POST', url: '/api/faqs/', payload: buildFaq(overrides) });

  it('when an admin creates an FAQ, then 201 answers it in { data } and the admin list shows it', async () => {
    const res = await create({ question: 'Do you deliver to Aswan?', answer: 'Yes, in 3–5 working days.' });
    expect(res.statusCode).toBe(201);
    const faq = res.json().data;
    expect(faq).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      question: 'Do you deliver to Aswan?',
      answer: 'Yes, in 3–5 working days.',
      visibility: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await t.asAdmin({ url: '/api/faqs/' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [faq] });
  });

  it('when visibility is not sent, then the new FAQ is visible', async () => {
    const res = await t.asAdmin({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: 'Q?', answer: 'A.' },
    });
    expect(res.json().data.visibility).toBe(true);
  });

  it('when the public asks, then only visible FAQs come back as { success, data }, oldest first', async () => {
    const first = (await create({ question: 'First?' })).json().data;
    await create({ question: 'Hidden?', visibility: false });
    const third = (await create({ question: 'Third?' })).json().data;
    const res = await t.anonymous({ url: '/api/faqs/visible' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [first, third] });
  });

  it('when an admin edits an FAQ, then the fields change and the list shows them', async () => {
    const faq = (await create()).json().data;
    const res = await t.asAdmin({
      method: 'PUT',
      url: `/api/faqs/${faq._id}`,
      payload: { question: 'Edited?', answer: 'Edited.', visibility: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: faq._id, question: 'Edited?', answer: 'Edited.' });
    expect((await t.asAdmin({ url: '/api/faqs' })).json().data[0].question).toBe('Edited?');
  });

  it('when an admin toggles visibility, then the FAQ leaves and rejoins the public list', async () => {
    const faq = (await create()).json().data;
    const hide = await t.asAdmin({
      method: 'PUT',
      url: `/api/faqs/${faq._id}`,
      payload: { visibility: false },
    });
    expect(hide.json().data).toMatchObject({ visibility: false, question: faq.question, answer: faq.answer });
    expect((await t.anonymous({ url: '/api/faqs/visible' })).json().data).toEqual([]);
    await t.asAdmin({ method: 'PUT', url: `/api/faqs/${faq._id}`, payload: { visibility: true } });
    expect((await t.anonymous({ url: '/api/faqs/visible' })).json().data).toHaveLength(1);
  });

  it('when an admin deletes one FAQ, then it is gone; deleting it again is 404', async () => {
    const faq = (await create()).json().data;
    const res = await t.asAdmin({ method: 'DELETE', url: `/api/faqs/${faq._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedCount: 1 });
    expect((await t.asAdmin({ url: '/api/faqs' })).json().data).toEqual([]);
    const again = await t.asAdmin({ method: 'DELETE', url: `/api/faqs/${faq._id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'FAQ not found', code: 'NOT_FOUND' });
  });

  it('when an admin deletes all FAQs, then none remain and the count is answered', async () => {
    await create();
    await create();
    const res = await t.asAdmin({ method: 'DELETE', url: '/api/faqs/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedCount: 2 });
    expect((await t.asAdmin({ url: '/api/faqs' })).json().data).toEqual([]);
  });

  it('when an FAQ to edit does not exist or the id is malformed, then 404 and 400', async () => {
    const missing = await t.asAdmin({
      method: 'PUT',
      url: '/api/faqs/64b0000000000000000000ff',
      payload: { visibility: false },
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.asAdmin({
      method: 'PUT',
      url: '/api/faqs/not-an-id',
      payload: { visibility: false },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });

  describe('validation', () => {
    it.each([
      ['a blank question', { question: '   ' }],
      ['no answer', { answer: undefined }],
      ['a question that is too long', { question: 'q'.repeat(301) }],
      ['an answer that is too long', { answer: 'a'.repeat(2001) }],
      ['visibility as text', { visibility: 'yes' }],
      ['an unknown field', { slot: 1 }],
      ['an operator instead of text', { question: { $ne: null } }],
    ])('when a new FAQ has %s, then 400 and nothing is stored', async (_case, overrides) => {
      const res = await create(overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect((await t.asAdmin({ url: '/api/faqs' })).json().data).toEqual([]);
    });

    it('when an edit sends nothing to change, then 400', async () => {
      const faq = (await create()).json().data;
      const res = await t.asAdmin({ method: 'PUT', url: `/api/faqs/${faq._id}`, payload: {} });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('the limit of 8', () => {
    it('when 8 FAQs exist, then the 9th is refused with 409 and a clear message', async () => {
      for (let i = 1; i <= 8; i += 1)
        expect((await create({ question: `Question ${i}?` })).statusCode).toBe(201);
      const ninth = await create({ question: 'Question 9?' });
      expect(ninth.statusCode).toBe(409);
      expect(ninth.json()).toEqual({
        error: 'You can have at most 8 FAQs. Delete one before adding another.',
        code: 'FAQ_LIMIT_REACHED',
      });
      expect((await t.asAdmin({ url: '/api/faqs' })).json().data).toHaveLength(8);
    });

    it('when 12 admins create at once, then exactly 8 exist and the other 4 get 409', async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => create({ question: `Parallel ${i}?` })),
      );
      const statuses = results.map((res) => res.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(8);
      expect(statuses.filter((s) => s === 409)).toHaveLength(4);
      expect(await t.app.db.collection('faqs').countDocuments()).toBe(8);
    });

    it('when one of 8 is deleted, then one more can be added, and only one', async () => {
      const created = [];
      for (let i = 1; i <= 8; i += 1)
        created.push((await create({ question: `Question ${i}?` })).json().data);
      await t.asAdmin({ method: 'DELETE', url: `/api/faqs/${created[3]._id}` });
      const results = await Promise.all([
        create({ question: 'Refill A?' }),
        create({ question: 'Refill B?' }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      // The deleted one stays as a tombstone until its audit entry is out, then goes.
      await testing.eventually(async () =>
        expect(await t.app.db.collection('faqs').countDocuments()).toBe(8),
      );
    });

    it('when all were deleted, then 8 can be added again', async () => {
      for (let i = 1; i <= 8; i += 1) await create();
      await t.asAdmin({ method: 'DELETE', url: '/api/faqs' });
      for (let i = 1; i <= 8; i += 1) expect((await create()).statusCode).toBe(201);
    });
  });
});
