import type { VisibleAnnouncementsResponse } from './announcement';
import type { CategoryListResponse } from './category';
import type { ProductListResponse, ProductResponse } from './product';
import type { SearchResponse } from './search';
import type { SiteConfig, SocialLinks, Stats } from './site-config';

/**
 * The JSON data block the storefront's render server has the gateway write into a page (its element id: `SITE_BOOTSTRAP_ELEMENT_ID`), read by the shell
 * and the storefront: each part is the answer of /api/config, /api/stats, /api/social, /api/announcements/visible
 * and /api/categories/ as it is (docs/decisions/005 and 015). A part the gateway could not read is absent.
 */
export interface SiteBootstrap {
  config?: SiteConfig;
  stats?: Stats;
  social?: SocialLinks;
  announcements?: VisibleAnnouncementsResponse;
  categories?: CategoryListResponse;
  /** `/products/{id}` (decision 020): the answer of `GET /api/products/{id}` the page was rendered from. */
  product?: ProductResponse;
  /** `/our-collection` (decision 020): the answer of `GET /api/products` the first page was rendered from. */
  products?: ProductListResponse;
  /** `/search?q=` (issue 33): the query and the answer of `GET /api/search` the results were rendered from. */
  search?: { q: string; answer: SearchResponse };
}
