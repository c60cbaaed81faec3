import type { Db } from 'mongodb';
import { seedOnce } from '@shop/service-kit';
import { ANNOUNCEMENTS_COLLECTION } from '../domain/announcements/announcement-repository';
import { FAQS_COLLECTION } from '../domain/faqs/faq-repository';
import { SETTINGS_COLLECTION } from '../domain/settings/settings-repository';
import { demoFaqs } from './demo-faqs';
import { demoSettings } from './demo-settings';
import { seedId } from './seed-ids';

export const ARABIC_SEED_NAME = 'demo-content-arabic-v1';

export const DEMO_ANNOUNCEMENT = {
  content: 'Free shipping in Cairo and Giza on orders over 1,000 EGP',
  contentAr: 'شحن مجاني في القاهرة والجيزة للطلبات فوق 1,000 جنيه',
};

const CONFIGURATION_TEXTS = ['name', 'slogan1', 'slogan2', 'description', 'aboutUs1', 'aboutUs2'] as const;

/**
 * Gives demo content seeded before decision 025 its Arabic texts, once. A text is written only where its English
 * twin is still the demo's and no Arabic one is there, so nothing an admin wrote is overwritten.
 */
export function seedArabicContent(db: Db): Promise<boolean> {
  return seedOnce(db, ARABIC_SEED_NAME, async () => {
    for (const [index, faq] of demoFaqs.entries()) {
      await db
        .collection(FAQS_COLLECTION)
        .updateOne(
          { _id: seedId(1, index + 1), question: faq.question, questionAr: { $exists: false } },
          { $set: { questionAr: faq.questionAr, answerAr: faq.answerAr } },
        );
    }
    await db
      .collection(ANNOUNCEMENTS_COLLECTION)
      .updateOne(
        { _id: seedId(3, 1), content: DEMO_ANNOUNCEMENT.content, contentAr: { $exists: false } },
        { $set: { contentAr: DEMO_ANNOUNCEMENT.contentAr } },
      );
    const configuration = demoSettings.configuration;
    for (const field of CONFIGURATION_TEXTS) {
      const arabic = `${field}Ar` as const;
      await db
        .collection(SETTINGS_COLLECTION)
        .updateOne(
          { _id: 'configuration' as never, [field]: configuration[field], [arabic]: { $exists: false } },
          { $set: { [arabic]: configuration[arabic] } },
        );
    }
  });
}
