import type { IndexDeclaration } from '@shop/service-kit';
import { announcementIndexes } from './domain/announcements/announcement-repository';
import { faqIndexes } from './domain/faqs/faq-repository';
import { messageIndexes } from './domain/messages/message-repository';
import { reviewIndexes } from './domain/reviews/review-repository';

/** Every index the service relies on; the FAQ slot index is what holds the limit of 8. */
export const contentIndexes: IndexDeclaration[] = [
  ...faqIndexes,
  ...reviewIndexes,
  ...announcementIndexes,
  ...messageIndexes,
];
