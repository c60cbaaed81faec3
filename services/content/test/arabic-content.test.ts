import { ARABIC_SEED_NAME } from '../src/seed/arabic-content';
import { buildAnnouncement, buildFaq } from './support/factories';
import { startContentApp, type ContentTestApp } from './support/content-app';

/* Decision 025: FAQs, announcements and the configuration keep optional Arabic twins beside the English texts. */

const hasArabic = (text: unknown) => typeof text === 'string' && /[\u0600-\u06FF]/.test(text);

describe('content in Arabic', () => {
  let t: ContentTestApp;
  beforeAll(async () => {
    t = await startContentApp();
  });
  afterAll(() => t.close());

  it('when a FAQ is created with an Arabic question and answer, then shoppers read them beside the English', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/faqs/',
      payload: buildFaq({ questionAr: 'كم تستغرق مدة التوصيل؟', answerAr: 'يومان إلى ثلاثة أيام عمل.' }),
    });
    expect(created.statusCode).toBe(201);
    const visible = (await t.anonymous({ url: '/api/faqs/visible' })).json().data;
    expect(visible[0]).toMatchObject({
      question: 'How long does delivery take to Alexandria?',
      questionAr: 'كم تستغرق مدة التوصيل؟',
      answerAr: 'يومان إلى ثلاثة أيام عمل.',
    });
    const id = created.json().data._id as string;
    const edited = await t.asAdmin({ method: 'PUT', url: `/api/faqs/${id}`, payload: { answerAr: '' } });
    expect(edited.json().data).toMatchObject({ answer: 'Two to three working days.', answerAr: '' });
  });

  it('when an Arabic FAQ question is longer than the English limit, then it is a 400', async () => {
    const res = await t.asAdmin({
      method: 'POST',
      url: '/api/faqs/',
      payload: buildFaq({ questionAr: 'س'.repeat(301) }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('when an announcement is created and then only its Arabic text is edited, then both are kept', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/announcements/',
      payload: buildAnnouncement({ contentAr: 'شحن مجاني' }),
    });
    expect(created.json().data).toMatchObject({ contentAr: 'شحن مجاني' });
    const id = created.json().data._id as string;
    const edited = await t.asAdmin({
      method: 'PUT',
      url: `/api/announcements/${id}`,
      payload: { contentAr: 'شحن مجاني في القاهرة والجيزة' },
    });
    expect(edited.statusCode).toBe(200);
    const visible = (await t.anonymous({ url: '/api/announcements/visible' })).json().data;
    expect(visible[0]).toMatchObject({
      content: 'Free shipping in Cairo and Giza on orders over 1,000 EGP',
      contentAr: 'شحن مجاني في القاهرة والجيزة',
    });
  });

  it('when nothing Arabic was saved, then the configuration answers only the English fields', async () => {
    const config = (await t.anonymous({ url: '/api/config' })).json();
    expect(Object.keys(config).some((key) => key.endsWith('Ar'))).toBe(false);
  });

  it('when an admin saves Arabic configuration texts, then they are read back and the English ones kept', async () => {
    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/config',
      payload: { name: 'Glow', nameAr: 'جلو', slogan1Ar: 'تألقي كما تحبين' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.anonymous({ url: '/api/config' })).json()).toMatchObject({
      name: 'Glow',
      nameAr: 'جلو',
      slogan1Ar: 'تألقي كما تحبين',
      slogan1: expect.any(String),
    });
  });
});

describe('the demo content in Arabic', () => {
  let t: ContentTestApp;
  // the last test stops this app and closes the one it starts on the same database
  let stopped = false;
  beforeAll(async () => {
    t = await startContentApp({ SEED_DEMO_DATA: true });
  });
  afterAll(() => (stopped ? undefined : t.close()));

  it('when the demo is seeded, then FAQs, the announcement and the configuration have Arabic texts', async () => {
    const faqs = (await t.asAdmin({ url: '/api/faqs/' })).json().data as Array<Record<string, unknown>>;
    expect(faqs).toHaveLength(7);
    for (const faq of faqs)
      expect([faq.question, hasArabic(faq.questionAr), hasArabic(faq.answerAr)]).toEqual([
        faq.question,
        true,
        true,
      ]);
    const [announcement] = (await t.anonymous({ url: '/api/announcements/visible' })).json().data;
    expect(hasArabic(announcement.contentAr)).toBe(true);
    const config = (await t.anonymous({ url: '/api/config' })).json();
    for (const field of ['nameAr', 'slogan1Ar', 'slogan2Ar', 'descriptionAr', 'aboutUs1Ar', 'aboutUs2Ar'])
      expect([field, hasArabic(config[field])]).toEqual([field, true]);
  });

  it('when demo content seeded before Arabic starts again, then it gets its Arabic texts, and an admin edit stays', async () => {
    const db = t.app.db;
    await db.collection('faqs').updateMany({}, { $unset: { questionAr: '', answerAr: '' } });
    await db.collection('announcements').updateMany({}, { $unset: { contentAr: '' } });
    await db
      .collection('settings')
      .updateOne(
        { _id: 'configuration' as never },
        { $unset: { nameAr: '', slogan1Ar: '' }, $set: { slogan1: 'Mine' } },
      );
    await db.collection('_seeds').deleteOne({ _id: ARABIC_SEED_NAME as never });
    await t.stop();
    stopped = true;
    const again = await startContentApp({ SEED_DEMO_DATA: true, MONGO_DB: t.dbName });
    try {
      const faqs = (await again.asAdmin({ url: '/api/faqs/' })).json().data as Array<Record<string, unknown>>;
      expect(faqs.every((faq) => hasArabic(faq.questionAr))).toBe(true);
      const [announcement] = (await again.anonymous({ url: '/api/announcements/visible' })).json().data;
      expect(hasArabic(announcement.contentAr)).toBe(true);
      const config = (await again.anonymous({ url: '/api/config' })).json();
      expect(hasArabic(config.nameAr)).toBe(true);
      // the admin renamed the first slogan in English: no demo Arabic slogan contradicts it
      expect(config).toMatchObject({ slogan1: 'Mine' });
      expect(config).not.toHaveProperty('slogan1Ar');
    } finally {
      await again.close();
    }
  });
});
