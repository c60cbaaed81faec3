import { SCRIPT_TEXT, buildReview } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

describe('reviews', () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.db.collection('reviews').deleteMany({}));

  const submit = (overrides = {}) =>
    t.anonymous({ method: 'POST', url: '/api/review', payload: buildReview(overrides) });
  const publish = (review: Record<string, unknown>) =>
    t.asAdmin({
      method: 'PUT',
      url: `/api/review/${String(review._id)}`,
      payload: { ...review, visibility: true },
    });

  describe('POST /review (public)', () => {
    it('when a visitor submits a review, then 201 answers the created review, stored hidden', async () => {
      const res = await submit({ name: 'Salma', email: 'Salma@Example.com', rating: 4 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Salma',
        email: 'salma@example.com',
        phoneNumber: '01005550142',
        comment: 'Genuine products and fast delivery to Maadi.',
        rating: 4,
        visibility: false,
        createdAt: expect.any(String),
      });
      expect((await t.anonymous({ url: '/api/review/visible' })).json()).toEqual([]);
    });

    it('when the visitor asks for visibility true, then the review is still stored hidden', async () => {
      const res = await submit({ visibility: true });
      expect(res.json().visibility).toBe(false);
      const stored = await t.app.db.collection('reviews').findOne({});
      expect(stored?.visibility).toBe(false);
      expect((await t.anonymous({ url: '/api/review/visible' })).json()).toEqual([]);
    });

    it('when rating and phone are left out, then the rating is 5 and the phone empty', async () => {
      const res = await t.anonymous({
        method: 'POST',
        url: '/api/review',
        payload: { name: 'Omar', email: 'omar@example.com', comment: 'Lovely.' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ rating: 5, phoneNumber: '', visibility: false });
    });

    it('when the comment holds HTML and script, then it is stored and answered verbatim', async () => {
      const res = await submit({ comment: SCRIPT_TEXT, name: '<b>Mona</b>' });
      expect(res.json()).toMatchObject({ comment: SCRIPT_TEXT, name: '<b>Mona</b>' });
      expect((await t.app.db.collection('reviews').findOne({}))?.comment).toBe(SCRIPT_TEXT);
      await publish(res.json());
      expect((await t.anonymous({ url: '/api/review/visible' })).json()[0].comment).toBe(SCRIPT_TEXT);
    });

    it.each([
      ['no name', { name: undefined }],
      ['a blank name', { name: '  ' }],
      ['no email', { email: undefined }],
      ['an invalid email', { email: 'not-an-email' }],
      ['no comment', { comment: undefined }],
      ['a comment that is too long', { comment: 'x'.repeat(1001) }],
      ['a rating of 0', { rating: 0 }],
      ['a rating of 6', { rating: 6 }],
      ['a rating of 4.5', { rating: 4.5 }],
      ['a rating as text', { rating: '5' }],
      ['an unknown field', { createdAt: '2020-01-01T00:00:00.000Z' }],
      ['an operator in the email', { email: { $gt: '' } }],
      ['an operator in the name', { name: { $where: 'sleep(1000)' } }],
    ])('when the review has %s, then 400 and nothing is stored', async (_case, overrides) => {
      const res = await submit(overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
      expect(await t.app.db.collection('reviews').countDocuments()).toBe(0);
    });
  });

  describe('GET /review/visible (public)', () => {
    it('when reviews are published, then only visible ones come back as a bare array, newest first', async () => {
      const reviews = t.app.db.collection('reviews');
      const day = 24 * 60 * 60 * 1000;
      const now = Date.now();
      await reviews.insertMany([
        { ...buildReview({ name: 'Old' }), visibility: true, createdAt: new Date(now - 20 * day) },
        { ...buildReview({ name: 'Newest' }), visibility: true, createdAt: new Date(now - day) },
        { ...buildReview({ name: 'Hidden' }), visibility: false, createdAt: new Date(now) },
        { ...buildReview({ name: 'Middle' }), visibility: true, createdAt: new Date(now - 5 * day) },
      ]);
      const res = await t.anonymous({ url: '/api/review/visible' });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
      expect(res.json().map((review: { name: string }) => review.name)).toEqual(['Newest', 'Middle', 'Old']);
    });
  });

  describe('admin', () => {
    it('when an admin lists reviews, then all come back as a bare array, hidden ones included', async () => {
      await submit({ name: 'A' });
      await submit({ name: 'B' });
      const res = await t.asAdmin({ url: '/api/review' });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .map((review: { name: string }) => review.name)
          .sort(),
      ).toEqual(['A', 'B']);
    });

    it('when an admin sends back the full review with visibility flipped, then it is published', async () => {
      const review = (await submit()).json();
      const res = await publish(review);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: review._id, visibility: true, createdAt: review.createdAt });
      expect(res.json().updatedAt).toEqual(expect.any(String));
      expect((await t.anonymous({ url: '/api/review/visible' })).json()).toHaveLength(1);

      const hidden = await t.asAdmin({
        method: 'PUT',
        url: `/api/review/${review._id}`,
        payload: { ...(res.json() as Record<string, unknown>), visibility: false },
      });
      expect(hidden.json().visibility).toBe(false);
      expect((await t.anonymous({ url: '/api/review/visible' })).json()).toEqual([]);
    });

    it('when the body echoes a createdAt, then the stored date is kept', async () => {
      const review = (await submit()).json();
      const res = await t.asAdmin({
        method: 'PUT',
        url: `/api/review/${review._id}`,
        payload: { ...review, createdAt: '2001-01-01T00:00:00.000Z', visibility: true },
      });
      expect(res.json().createdAt).toBe(review.createdAt);
    });

    it('when the body names another review id, then 400 and nothing changes', async () => {
      const review = (await submit()).json();
      const res = await t.asAdmin({
        method: 'PUT',
        url: `/api/review/${review._id}`,
        payload: { ...review, _id: '64b0000000000000000000ff', visibility: true },
      });
      expect(res.statusCode).toBe(400);
      expect((await t.asAdmin({ url: '/api/review' })).json()[0].visibility).toBe(false);
    });

    it.each([
      ['a rating of 9', { rating: 9 }],
      ['an invalid email', { email: 'nope' }],
      ['an unknown field', { featured: true }],
    ])('when an update has %s, then 400', async (_case, overrides) => {
      const review = (await submit()).json();
      const res = await t.asAdmin({
        method: 'PUT',
        url: `/api/review/${review._id}`,
        payload: { ...review, ...overrides },
      });
      expect(res.statusCode).toBe(400);
    });

    it('when the review to update or delete does not exist, then 404', async () => {
      const id = '64b0000000000000000000ff';
      expect(
        (await t.asAdmin({ method: 'PUT', url: `/api/review/${id}`, payload: { visibility: true } }))
          .statusCode,
      ).toBe(404);
      expect((await t.asAdmin({ method: 'DELETE', url: `/api/review/${id}` })).statusCode).toBe(404);
    });

    it('when an admin deletes one review, then only it is gone', async () => {
      const keep = (await submit({ name: 'Keep' })).json();
      const drop = (await submit({ name: 'Drop' })).json();
      const res = await t.asAdmin({ method: 'DELETE', url: `/api/review/${drop._id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, deletedCount: 1 });
      expect((await t.asAdmin({ url: '/api/review' })).json().map((r: { _id: string }) => r._id)).toEqual([
        keep._id,
      ]);
    });

    it('when an admin deletes all reviews (DELETE /review), then none remain', async () => {
      await submit();
      await submit();
      await submit();
      const res = await t.asAdmin({ method: 'DELETE', url: '/api/review' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, deletedCount: 3 });
      expect((await t.asAdmin({ url: '/api/review' })).json()).toEqual([]);
    });
  });
});
