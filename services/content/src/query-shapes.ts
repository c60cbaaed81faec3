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
import { MESSAGE_DAYS } from './domain/messages/message-days';
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
    equals: ['day'],
    by: "MessageDays.page (admin Messages screen): the messages of the days a tab's page falls in",
  },
  {
    collection: MESSAGE_DAYS,
    equals: [],
    by: 'MessageDays.page (both tabs counted)',
    wholeCollection: 'one document per day with messages: 365 a year',
  },
  {
    collection: MESSAGE_DAYS,
    equals: ['_id'],
    by: 'MessageDays.add (each message written, archived, deleted)',
  },
  {
    collection: MESSAGES_COLLECTION,
    equals: ['message_status'],
    by: 'messagePage with a search (reads both tabs: no index answers "contains")',
    wholeCollection: 'a search of the admin Messages screen reads every message, on either database',
  },
  {
    collection: MESSAGES_COLLECTION,
    equals: [],
    by: 'backfillMessageDays (messages stored before `day`)',
    wholeCollection: 'once per database, at the first start of this build (seedOnce)',
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
