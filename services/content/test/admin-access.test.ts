import type { InjectOptions } from 'fastify';
import { ObjectId } from 'mongodb';
import { testing } from '@shop/service-kit';
import { buildAnnouncement, buildFaq, buildMessage, buildReview } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

const ID = '64b0000000000000000000aa';

/** Every admin call of the admin spec's §7 table for this service, plus the chosen DELETE /review. */
const adminCalls: InjectOptions[] = [
  { method: 'PUT', url: '/api/config', payload: { name: 'Hacked' } },
  { method: 'PUT', url: '/api/stats', payload: { customerRating: 1 } },
  { method: 'PUT', url: '/api/social', payload: { instagram: 'https://evil.example' } },
  { method: 'GET', url: '/api/faqs/' },
  { method: 'POST', url: '/api/faqs/', payload: buildFaq() },
  { method: 'PUT', url: `/api/faqs/${ID}`, payload: { visibility: false } },
  { method: 'DELETE', url: `/api/faqs/${ID}` },
  { method: 'DELETE', url: '/api/faqs/' },
  { method: 'GET', url: '/api/review' },
  { method: 'PUT', url: `/api/review/${ID}`, payload: { visibility: true } },
  { method: 'DELETE', url: `/api/review/${ID}` },
  { method: 'DELETE', url: '/api/review' },
  { method: 'GET', url: '/api/announcements/' },
  { method: 'POST', url: '/api/announcements/', payload: buildAnnouncement() },
  { method: 'PUT', url: `/api/announcements/${ID}`, payload: { visibility: false } },
  { method: 'DELETE', url: `/api/announcements/${ID}` },
  { method: 'DELETE', url: '/api/announcements/' },
  { method: 'GET', url: '/api/messages' },
  { method: 'PATCH', url: `/api/messages/${ID}/status`, payload: { message_status: 'archived' } },
  { method: 'DELETE', url: `/api/messages/${ID}` },
];

/** The public calls of the storefront spec's §7 table: they answer without any token. */
const publicCalls: InjectOptions[] = [
  { method: 'GET', url: '/api/config' },
  { method: 'GET', url: '/api/stats' },
  { method: 'GET', url: '/api/social' },
  { method: 'GET', url: '/api/faqs/visible' },
  { method: 'GET', url: '/api/review/visible' },
  { method: 'POST', url: '/api/review', payload: buildReview() },
  { method: 'GET', url: '/api/announcements/visible' },
  { method: 'POST', url: '/api/messages', payload: buildMessage() },
];

const collections = ['settings', 'faqs', 'reviews', 'announcements', 'messages'];

const label = (call: InjectOptions) => `${call.method} ${call.url}`;

describe('who may call what', () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());

  it.each(adminCalls.map((call) => [label(call), call] as const))(
    'when %s comes without a token, then 401',
    async (_label, call) => {
      const res = await t.anonymous(call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED' });
    },
  );

  it.each(adminCalls.map((call) => [label(call), call] as const))(
    'when %s comes from a customer, then 403',
    async (_label, call) => {
      const res = await t.asCustomer(call);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('when a token is signed by another key, then admin calls are 401', async () => {
    const forged = await (await testing.createTestTokens()).admin();
    const res = await t.app.inject({ url: '/api/messages', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });

  it('when a token comes in the authToken cookie, then it counts like a bearer', async () => {
    const res = await t.app.inject({
      url: '/api/messages',
      headers: { cookie: `authToken=${t.adminToken}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('when customers and visitors try every admin call on existing documents, then no data changes', async () => {
    const db = t.app.db;
    const _id = new ObjectId(ID);
    const createdAt = new Date();
    await db.collection('faqs').insertOne({ _id, slot: 1, ...buildFaq(), createdAt, updatedAt: createdAt });
    await db.collection('reviews').insertOne({ _id, ...buildReview(), createdAt });
    await db.collection('announcements').insertOne({
      _id,
      ...buildAnnouncement(),
      createdBy: null,
      modifiedBy: null,
      createdAt,
      updatedAt: createdAt,
    });
    await db
      .collection('messages')
      .insertOne({ _id, ...buildMessage(), message_status: 'active', createdAt });
    const snapshot = () => Promise.all(collections.map((name) => db.collection(name).find({}).toArray()));
    const before = await snapshot();
    for (const call of adminCalls) {
      await t.anonymous(call);
      await t.asCustomer(call);
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(publicCalls.map((call) => [label(call), call] as const))(
    'when %s comes without a token, then it answers 2xx',
    async (_label, call) => {
      const res = await t.anonymous(call);
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(300);
    },
  );
});
