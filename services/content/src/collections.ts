import type { IndexDeclaration } from '@shop/service-kit';
import {
  ANNOUNCEMENTS_COLLECTION,
  announcementIndexes,
} from './domain/announcements/announcement-repository';
import { FAQS_COLLECTION, faqIndexes } from './domain/faqs/faq-repository';
import { MESSAGES_COLLECTION, messageIndexes } from './domain/messages/message-repository';
import { REVIEWS_COLLECTION, reviewIndexes } from './domain/reviews/review-repository';
import { SETTINGS_COLLECTION } from './domain/settings/settings-repository';

/** Every index the service relies on; the FAQ slot index is what holds the limit of 8. */
export const contentIndexes: IndexDeclaration[] = [
  ...faqIndexes,
  ...reviewIndexes,
  ...announcementIndexes,
  ...messageIndexes,
];

/** Every collection an admin writes: each write stores its `audit.recorded` entry on the document. */
export const contentOutboxCollections = [
  SETTINGS_COLLECTION,
  FAQS_COLLECTION,
  REVIEWS_COLLECTION,
  ANNOUNCEMENTS_COLLECTION,
  MESSAGES_COLLECTION,
];
