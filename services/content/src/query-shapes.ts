import { byId, kitQueryShapes, serviceIndexes, wholeCollection, type QueryShape } from '@shop/service-kit';
import { contentIndexes, contentOutboxCollections } from './collections';
import { ANNOUNCEMENTS_COLLECTION } from './domain/announcements/announcement-repository';
import { FAQS_COLLECTION } from './domain/faqs/faq-repository';
import { MESSAGE_DAYS } from './domain/messages/message-days';
import { MESSAGES_COLLECTION } from './domain/messages/message-repository';
import { REVIEWS_COLLECTION } from './domain/reviews/review-repository';
import { SETTINGS_COLLECTION } from './domain/settings/settings-repository';

export const contentAllIndexes = serviceIndexes(contentIndexes, contentOutboxCollections);

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const contentQueryShapes: QueryShape[] = [
  ...[
    SETTINGS_COLLECTION,
    FAQS_COLLECTION,
    REVIEWS_COLLECTION,
    ANNOUNCEMENTS_COLLECTION,
    MESSAGES_COLLECTION,
  ].map((collection) => byId(collection, 'audited writes, settings by kind, one message')),
  { collection: REVIEWS_COLLECTION, equals: ['visibility'], by: 'ReviewRepository.list (storefront)' },
  {
    collection: ANNOUNCEMENTS_COLLECTION,
    equals: ['visibility'],
    by: 'AnnouncementRepository.list (storefront)',
  },
  wholeCollection(
    FAQS_COLLECTION,
    'FaqRepository.list, slots',
    'the FAQ has a fixed number of slots (unique `slot`)',
  ),
  ...[REVIEWS_COLLECTION, ANNOUNCEMENTS_COLLECTION].map((collection) =>
    wholeCollection(
      collection,
      'admin list, delete all',
      'written by admins only: tens to hundreds of documents',
    ),
  ),
  {
    collection: MESSAGES_COLLECTION,
    equals: ['day'],
    by: "MessageDays.page (admin Messages screen): the messages of the days a tab's page falls in",
  },
  wholeCollection(
    MESSAGE_DAYS,
    'MessageDays.page (both tabs counted)',
    'one document per day with messages: 365 a year',
  ),
  byId(MESSAGE_DAYS, 'MessageDays.add (each message written, archived, deleted)'),
  {
    collection: MESSAGES_COLLECTION,
    equals: ['message_status'],
    by: 'messagePage with a search (reads both tabs: no index answers "contains")',
    wholeCollection: 'a search of the admin Messages screen reads every message, on either database',
  },
  wholeCollection(
    MESSAGES_COLLECTION,
    'backfillMessageDays (messages stored before `day`)',
    'once per database, at the first start of this build (seedOnce)',
  ),
  wholeCollection(
    MESSAGES_COLLECTION,
    'MessageRepository.listNewestFirst (GET /messages without parameters)',
    "the spec's unpaged answer, kept for a client that sends no page; the admin screen reads pages by status",
  ),
  ...kitQueryShapes(contentOutboxCollections),
];
