import type { CreateAnnouncementBody, UpdateAnnouncementBody } from '@shop/contracts';
import { NotFoundError } from '@shop/service-kit';
import { bulkDeletionSummary, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import {
  toAnnouncement,
  type AnnouncementChanges,
  type AnnouncementDocument,
  type AnnouncementRepository,
} from './announcement-repository';

const RESOURCE = 'announcement';

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
    (doc) =>
      context.audit({
        resource: RESOURCE,
        resourceId: doc._id.toHexString(),
        action: 'create',
        before: null,
        after: toAnnouncement(doc),
      }),
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
  const updated = await announcements.update(toObjectId(id), changes, context.actor.email, (before, after) =>
    context.audit({
      resource: RESOURCE,
      resourceId: id,
      action: 'update',
      before: toAnnouncement(before),
      after: toAnnouncement(after),
    }),
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
  const deleted = await announcements.delete(toObjectId(id), (before) =>
    context.audit({
      resource: RESOURCE,
      resourceId: id,
      action: 'delete',
      before: toAnnouncement(before),
      after: null,
    }),
  );
  if (!deleted) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
  context.afterWrite();
}

export async function deleteAllAnnouncements(
  announcements: AnnouncementRepository,
  context: AdminContext,
): Promise<number> {
  const deletedCount = await announcements.deleteAll((ids) =>
    context.audit({
      resource: RESOURCE,
      resourceId: null,
      action: 'delete',
      before: bulkDeletionSummary(ids),
      after: null,
    }),
  );
  context.afterWrite();
  return deletedCount;
}
