import type { Announcement, AnnouncementListResponse, AnnouncementResponse } from '@shop/contracts';
import { forgetSharedReadsAfter } from '@shop/app-context';
import { apiFetch } from '@shop/ui-kit';
import { ANNOUNCEMENT_TITLE } from '../../constants';

/*
 * The spec also sends a bearer token read from an auth cookie "when present". Here the token lives only in
 * the httpOnly authToken cookie, which scripts cannot read and every call already carries.
 */

/** What the editor writes: the English content (required) and its optional Arabic twin (decision 025). */
export interface AnnouncementTexts {
  content: string;
  contentAr: string;
}

const path = (id: string) => `/announcements/${encodeURIComponent(id)}`;

// the ticker in this tab shares its read (@shop/app-context): after a change it goes out again

export const fetchAnnouncements = async (): Promise<Announcement[]> =>
  (await apiFetch<AnnouncementListResponse>('/announcements/')).data;

export const createAnnouncement = ({ content, contentAr }: AnnouncementTexts, visibility: boolean) =>
  forgetSharedReadsAfter(
    apiFetch<AnnouncementResponse>('/announcements/', {
      method: 'POST',
      json: { title: ANNOUNCEMENT_TITLE, content, contentAr, visibility },
    }),
  );

/** Edit sends content, title and visibility (and the Arabic content, '' to clear it). */
export const editAnnouncement = (announcement: Announcement, { content, contentAr }: AnnouncementTexts) =>
  forgetSharedReadsAfter(
    apiFetch<AnnouncementResponse>(path(announcement._id), {
      method: 'PUT',
      json: { title: ANNOUNCEMENT_TITLE, content, contentAr, visibility: announcement.visibility },
    }),
  );

/** The toggle sends content and visibility. */
export const setAnnouncementVisibility = (announcement: Announcement, visibility: boolean) =>
  forgetSharedReadsAfter(
    apiFetch<AnnouncementResponse>(path(announcement._id), {
      method: 'PUT',
      json: { content: announcement.content, visibility },
    }),
  );

export const deleteAnnouncement = (id: string) =>
  forgetSharedReadsAfter(apiFetch(path(id), { method: 'DELETE' }));
export const deleteAllAnnouncements = () =>
  forgetSharedReadsAfter(apiFetch('/announcements/', { method: 'DELETE' }));
