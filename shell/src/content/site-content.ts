import type { AnnouncementListResponse, CategoryListResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/* The public content the shell's layout shows (storefront spec §7); the configuration and social links, which
   the storefront's pages show too, are read once for both (`@shop/app-context`'s shared reads). */

export const fetchCategories = async () => (await apiFetch<CategoryListResponse>('/categories/')).data;
export const fetchVisibleAnnouncements = async () =>
  (await apiFetch<AnnouncementListResponse>('/announcements/visible')).data;
