import type { VisibleAnnouncementsResponse } from './announcement';
import type { CategoryListResponse } from './category';
import type { SiteConfig, SocialLinks, Stats } from './site-config';

/**
 * The JSON data block the gateway writes into `/` (its element id: `SITE_BOOTSTRAP_ELEMENT_ID`), read by the shell
 * and the storefront: each part is the answer of /api/config, /api/stats, /api/social, /api/announcements/visible
 * and /api/categories/ as it is (docs/decisions/005 and 015). A part the gateway could not read is absent.
 */
export interface SiteBootstrap {
  config?: SiteConfig;
  stats?: Stats;
  social?: SocialLinks;
  announcements?: VisibleAnnouncementsResponse;
  categories?: CategoryListResponse;
}
