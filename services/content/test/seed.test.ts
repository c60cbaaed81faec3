import { buildFaq } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

interface ReviewJson {
  name: string;
  rating: number;
  createdAt: string;
}

describe('demo seed', () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp({ SEED_DEMO_DATA: true });
  });
  afterAll(() => t.close());

  it('when the service starts with SEED_DEMO_DATA on an empty database, then the shop has its demo settings', async () => {
    expect((await t.anonymous({ url: '/api/config' })).json()).toMatchObject({
      name: 'Glow & Co. Cairo',
      slogan1: expect.any(String),
      slogan2: expect.any(String),
      aboutUs1: expect.stringMatching(/.{80,}/),
      aboutUs2: expect.stringMatching(/.{80,}/),
    });
    expect((await t.anonymous({ url: '/api/stats' })).json()).toMatchObject({
      customerRating: 4.8,
      satisfactionRate: 98,
    });
    expect((await t.anonymous({ url: '/api/social' })).json()).toMatchObject({
      instagram: expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
      facebook: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
      phone1: expect.stringMatching(/^\+20/),
    });
  });

  it('then 6 FAQs are public and 1 more is hidden', async () => {
    const visible = (await t.anonymous({ url: '/api/faqs/visible' })).json().data;
    expect(visible).toHaveLength(6);
    expect(visible[0].question).toBe('How long does delivery take?');
    expect((await t.asAdmin({ url: '/api/faqs' })).json().data).toHaveLength(7);
  });

  it('then the seeded FAQs hold slots: exactly one more can be added', async () => {
    expect((await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: buildFaq() })).statusCode).toBe(201);
    expect((await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: buildFaq() })).statusCode).toBe(409);
  });

  it('then 5 reviews rated 4–5 are public, newest first over past weeks, and 2 wait hidden', async () => {
    const visible: ReviewJson[] = (await t.anonymous({ url: '/api/review/visible' })).json();
    expect(visible).toHaveLength(5);
    const times = visible.map((review) => Date.parse(review.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times[0]! - times[times.length - 1]!).toBeGreaterThan(21 * 24 * 60 * 60 * 1000);
    expect(visible.every((review) => review.rating >= 4 && review.rating <= 5)).toBe(true);
    expect((await t.asAdmin({ url: '/api/review' })).json()).toHaveLength(7);
  });

  it('then one announcement is public', async () => {
    const { data } = (await t.anonymous({ url: '/api/announcements/visible' })).json();
    expect(data).toEqual([
      expect.objectContaining({
        title: 'Announcement',
        content: 'Free shipping in Cairo and Giza on orders over 1,000 EGP',
        visibility: true,
      }),
    ]);
  });

  it('when the service restarts on the same database, then nothing is seeded twice or overwritten', async () => {
    await t.asAdmin({ method: 'PUT', url: '/api/config', payload: { name: 'Renamed by an admin' } });
    await t.asAdmin({ method: 'DELETE', url: '/api/announcements' });
    await t.stop();
    t = await startContentApp({ SEED_DEMO_DATA: true, MONGO_DB: t.dbName });
    expect((await t.anonymous({ url: '/api/config' })).json().name).toBe('Renamed by an admin');
    expect((await t.asAdmin({ url: '/api/announcements' })).json().data).toEqual([]);
    expect((await t.asAdmin({ url: '/api/review' })).json()).toHaveLength(7);
  });

  it('when an admin configured the shop before the seed first ran, then the seed keeps their settings', async () => {
    const fresh = await startContentApp();
    await fresh.asAdmin({ method: 'PUT', url: '/api/config', payload: { name: 'Real Shop' } });
    await fresh.stop();
    const seeded = await startContentApp({ SEED_DEMO_DATA: true, MONGO_DB: fresh.dbName });
    try {
      expect((await seeded.anonymous({ url: '/api/config' })).json().name).toBe('Real Shop');
      expect((await seeded.anonymous({ url: '/api/faqs/visible' })).json().data).toHaveLength(6);
    } finally {
      await seeded.close();
    }
  });
});
