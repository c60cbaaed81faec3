import {
  kitQueryShapes,
  outboxIndexes,
  processedEventsIndexes,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { contentIndexes, contentOutboxCollections } from './collections';
import { ANNOUNCEMENTS_COLLECTION } from './domain/announcements/announcement-repository';
import { FAQS_COLLECTION } from './domain/faqs/faq-repository';
import { MESSAGES_COLLECTION } from './domain/messages/message-repository';
import { REVIEWS_COLLECTION } from './domain/reviews/review-repository';
import { SETTINGS_COLLECTION } from './domain/settings/settings-repository';

export const contentAllIndexes: IndexDeclaration[] = [
  ...contentIndexes,
  ...contentOutboxCollections.flatMap(outboxIndexes),
  ...processedEventsIndexes,
];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const contentQueryShapes: QueryShape[] = [
  ...[
    SETTINGS_COLLECTION,
    FAQS_COLLECTION,
    REVIEWS_COLLECTION,
    ANNOUNCEMENTS_COLLECTION,
    MESSAGES_COLLECTION,
  ].map((collection) => ({
    collection,
    equals: ['_id'],
    by: 'audited writes, settings by kind, one message',
  })),
  { collection: REVIEWS_COLLECTION, equals: ['visibility'], by: 'ReviewRepository.list (storefront)' },
  {
    collection: ANNOUNCEMENTS_COLLECTION,
    equals: ['visibility'],
    by: 'AnnouncementRepository.list (storefront)',
  },
  {
    collection: FAQS_COLLECTION,
    equals: [],
    by: 'FaqRepository.list, slots',
    wholeCollection: 'the FAQ has a fixed number of slots (unique `slot`)',
  },
  ...[REVIEWS_COLLECTION, ANNOUNCEMENTS_COLLECTION].map((collection) => ({
    collection,
    equals: [],
    by: 'admin list, delete all',
    wholeCollection: 'written by admins only: tens to hundreds of documents',
  })),
  {
    collection: MESSAGES_COLLECTION,
    equals: ['message_status'],
    by: "messagePage (admin Messages screen): a tab's count and page; a search reads both tabs",
  },
  {
    collection: MESSAGES_COLLECTION,
    equals: [],
    by: 'MessageRepository.listNewestFirst (GET /messages without parameters)',
    wholeCollection:
      "the spec's unpaged answer, kept for a client that sends no page; the admin screen reads pages by status",
  },
  ...kitQueryShapes(contentOutboxCollections),
];
