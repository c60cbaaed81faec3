import type { Collection, Db, Document, ObjectId } from 'mongodb';
import type { FastifyBaseLogger } from 'fastify';
import { isDuplicateKeyError, seedOnce } from '@shop/service-kit';
import { ANNOUNCEMENT_TITLE } from '@shop/contracts';
import { ANNOUNCEMENTS_COLLECTION } from '../domain/announcements/announcement-repository';
import { FAQS_COLLECTION } from '../domain/faqs/faq-repository';
import { REVIEWS_COLLECTION } from '../domain/reviews/review-repository';
import { SettingsRepository } from '../domain/settings/settings-repository';
import { demoFaqs } from './demo-faqs';
import { demoReviews } from './demo-reviews';
import { demoSettings } from './demo-settings';
import { daysBefore, seedId } from './seed-ids';
import { DEMO_ANNOUNCEMENT, seedArabicContent } from './arabic-content';

export const DEMO_SEED_NAME = 'demo-content-v1';

/**
 * The demo shop's content, written once per database. Settings an admin already saved are never replaced,
 * and every document has a fixed id, so a seed that stopped half way only fills in what is missing.
 */
export async function seedDemoContent(db: Db, logger: FastifyBaseLogger, now = new Date()): Promise<void> {
  const applied = await seedOnce(db, DEMO_SEED_NAME, async () => {
    await new SettingsRepository(db).createMissing(demoSettings);
    await insertMissing(
      db.collection(FAQS_COLLECTION),
      demoFaqs.map((faq, index) => {
        const createdAt = daysBefore(now, 60 - index);
        return { _id: seedId(1, index + 1), slot: index + 1, ...faq, createdAt, updatedAt: createdAt };
      }),
    );
    await insertMissing(
      db.collection(REVIEWS_COLLECTION),
      demoReviews.map(({ daysAgo, ...review }, index) => ({
        _id: seedId(2, index + 1),
        ...review,
        createdAt: daysBefore(now, daysAgo, 9 + index),
      })),
    );
    const announcedAt = daysBefore(now, 2);
    await insertMissing(db.collection(ANNOUNCEMENTS_COLLECTION), [
      {
        _id: seedId(3, 1),
        title: ANNOUNCEMENT_TITLE,
        content: DEMO_ANNOUNCEMENT.content,
        contentAr: DEMO_ANNOUNCEMENT.contentAr,
        visibility: true,
        createdBy: null,
        modifiedBy: null,
        createdAt: announcedAt,
        updatedAt: announcedAt,
      },
    ]);
  });
  // Databases seeded before the demo spoke Arabic get its Arabic texts once (decision 025).
  const translated = await seedArabicContent(db);
  if (applied) logger.info({ seed: DEMO_SEED_NAME }, 'demo content seeded');
  else if (translated) logger.info('demo content given its Arabic texts');
}

/** Inserts each document whose id is absent; one that clashes with existing data (an FAQ slot) is skipped. */
async function insertMissing(
  collection: Collection,
  docs: Array<Document & { _id: ObjectId }>,
): Promise<void> {
  for (const { _id, ...fields } of docs) {
    try {
      await collection.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
