import { z } from 'zod';
import { isoDateTime, objectId } from '../common';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE } from '../constants';

export const Announcement = z.object({
  _id: objectId,
  title: z.literal(ANNOUNCEMENT_TITLE),
  content: z.string(),
  /** The Arabic twin (decision 025). */
  contentAr: z.string().optional(),
  visibility: z.boolean(),
  createdBy: z.string().nullable().optional(),
  modifiedBy: z.string().nullable().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Announcement = z.infer<typeof Announcement>;

const content = z
  .string()
  .trim()
  .min(1, 'Announcement content is required')
  .max(
    ANNOUNCEMENT_CONTENT_MAX,
    `Announcement content must be at most ${ANNOUNCEMENT_CONTENT_MAX} characters`,
  );

/** The Arabic text: optional, the same limit; '' clears it. */
const contentAr = z
  .string()
  .trim()
  .max(
    ANNOUNCEMENT_CONTENT_MAX,
    `Arabic announcement content must be at most ${ANNOUNCEMENT_CONTENT_MAX} characters`,
  )
  .optional();

/** The title is fixed: clients may send it, but only the one word. */
const title = z.literal(ANNOUNCEMENT_TITLE).optional();

export const CreateAnnouncementBody = z.strictObject({
  title,
  content,
  contentAr,
  visibility: z.boolean().default(true),
});
export type CreateAnnouncementBody = z.infer<typeof CreateAnnouncementBody>;

/** Edit sends content, title and visibility; the toggle sends content and visibility. */
export const UpdateAnnouncementBody = z
  .strictObject({ title, content: content.optional(), contentAr, visibility: z.boolean().optional() })
  .refine(
    (body) => body.content !== undefined || body.contentAr !== undefined || body.visibility !== undefined,
    'Nothing to update',
  );
export type UpdateAnnouncementBody = z.infer<typeof UpdateAnnouncementBody>;

export const AnnouncementListResponse = z.object({ data: z.array(Announcement) });
export type AnnouncementListResponse = z.infer<typeof AnnouncementListResponse>;

/** GET /announcements/visible: the same shape, only visible ones. */
export const VisibleAnnouncementsResponse = AnnouncementListResponse;
export type VisibleAnnouncementsResponse = AnnouncementListResponse;

export const AnnouncementResponse = z.object({ data: Announcement });
export type AnnouncementResponse = z.infer<typeof AnnouncementResponse>;
