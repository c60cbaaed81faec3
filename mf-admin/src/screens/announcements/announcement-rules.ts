import { ANNOUNCEMENT_CONTENT_MAX } from '../../constants';

/** The live counter under the content: '42/200'. */
export function contentCounter(content: string): string {
  return `${content.length}/${ANNOUNCEMENT_CONTENT_MAX}`;
}

/** Create (and Save) stay disabled while the content is blank (admin spec §5). */
export function canPublish(content: string): boolean {
  return content.trim().length > 0 && content.length <= ANNOUNCEMENT_CONTENT_MAX;
}

/* Admin spec §8 says success messages exist for these but not their words; these are ours. */
export const ANNOUNCEMENT_MESSAGES = {
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  deleted: 'Announcement deleted successfully',
  deletedAll: 'All announcements deleted successfully',
  shown: 'Announcement is now visible',
  hidden: 'Announcement is now hidden',
} as const;
