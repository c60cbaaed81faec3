import type { AnnouncementListResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/* The public content the shell's layout shows (storefront spec §7); the configuration, social links and
   categories, which the storefront's pages show too, are read once for both (`@shop/app-context`'s shared
   reads). */

export const fetchVisibleAnnouncements = async () =>
  (await apiFetch<AnnouncementListResponse>('/announcements/visible')).data;
