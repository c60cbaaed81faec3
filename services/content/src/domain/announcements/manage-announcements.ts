import type { CreateAnnouncementBody, UpdateAnnouncementBody } from '@shop/contracts';
import { NotFoundError } from '@shop/service-kit';
import { recordAdminAction, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import type {
  AnnouncementChanges,
  AnnouncementDocument,
  AnnouncementRepository,
} from './announcement-repository';

const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

/** The title is never taken from the client: it is always 'Announcement'. */
export async function createAnnouncement(
  announcements: AnnouncementRepository,
  input: CreateAnnouncementBody,
  context: AdminContext,
): Promise<AnnouncementDocument> {
  const created = await announcements.insert(
    { content: input.content, visibility: input.visibility },
    context.actor.email,
  );
  await recordAdminAction(context, 'announcement.created', { targetId: created._id.toHexString() });
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
  if (input.visibility !== undefined) changes.visibility = input.visibility;
  const updated = await announcements.update(toObjectId(id), changes, context.actor.email);
  if (!updated) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
  await recordAdminAction(context, 'announcement.updated', {
    targetId: id,
    detail: { fields: Object.keys(changes) },
  });
  return updated;
}

export async function deleteAnnouncement(
  announcements: AnnouncementRepository,
  id: string,
  context: AdminContext,
): Promise<void> {
  if (!(await announcements.delete(toObjectId(id)))) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
  await recordAdminAction(context, 'announcement.deleted', { targetId: id });
}

export async function deleteAllAnnouncements(
  announcements: AnnouncementRepository,
  context: AdminContext,
): Promise<number> {
  const deletedCount = await announcements.deleteAll();
  await recordAdminAction(context, 'announcement.deleted_all', { detail: { deletedCount } });
  return deletedCount;
}
