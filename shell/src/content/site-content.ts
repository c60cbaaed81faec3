import type {
  AnnouncementListResponse,
  CategoryListResponse,
  SiteConfigResponse,
  SocialLinksResponse,
} from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/* The public content the shell's layout shows (storefront spec §7). */

export const fetchSiteConfig = () => apiFetch<SiteConfigResponse>('/config');
export const fetchSocialLinks = () => apiFetch<SocialLinksResponse>('/social');
export const fetchCategories = async () => (await apiFetch<CategoryListResponse>('/categories/')).data;
export const fetchVisibleAnnouncements = async () =>
  (await apiFetch<AnnouncementListResponse>('/announcements/visible')).data;
