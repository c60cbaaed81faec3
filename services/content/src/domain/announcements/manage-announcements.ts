import type { CreateAnnouncementBody, UpdateAnnouncementBody } from '@shop/contracts';
import { NotFoundError } from '@shop/service-kit';
import { auditEntries, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import {
  toAnnouncement,
  type AnnouncementChanges,
  type AnnouncementDocument,
  type AnnouncementRepository,
} from './announcement-repository';

const entries = (context: AdminContext) => auditEntries(context, 'announcement', toAnnouncement);

const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

/** The title is never taken from the client: it is always 'Announcement'. */
export async function createAnnouncement(
  announcements: AnnouncementRepository,
  input: CreateAnnouncementBody,
  context: AdminContext,
): Promise<AnnouncementDocument> {
  const created = await announcements.insert(
    {
      content: input.content,
      ...(input.contentAr !== undefined ? { contentAr: input.contentAr } : {}),
      visibility: input.visibility,
    },
    context.actor.email,
    entries(context).created,
  );
  context.afterWrite();
  return created;
}

/** Edit (content, title, visibility) and the toggle (content and visibility) alike. */
export async function updateAnnouncement(
  announcements: AnnouncementRepository,
  id: string,
  input: UpdateAnnouncementBody,
  context: AdminContext,
): Promise<AnnouncementDocument> {
  const changes: AnnouncementChanges = {};
  if (input.content !== undefined) changes.content = input.content;
  if (input.contentAr !== undefined) changes.contentAr = input.contentAr;
  if (input.visibility !== undefined) changes.visibility = input.visibility;
  const updated = await announcements.update(
    toObjectId(id),
    changes,
    context.actor.email,
    entries(context).updated(id),
  );
  if (!updated) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
  context.afterWrite();
  return updated;
}

export async function deleteAnnouncement(
  announcements: AnnouncementRepository,
  id: string,
  context: AdminContext,
): Promise<void> {
  const deleted = await announcements.delete(toObjectId(id), entries(context).deleted(id));
  if (!deleted) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
  context.afterWrite();
}

export async function deleteAllAnnouncements(
  announcements: AnnouncementRepository,
  context: AdminContext,
): Promise<number> {
  const deletedCount = await announcements.deleteAll(entries(context).deletedAll);
  context.afterWrite();
  return deletedCount;
}
