import type { Category, SiteConfig, SocialLinks } from '@shop/contracts';

/** What the footer shows when the site configuration is missing (the content service's own defaults). */
export const DEFAULT_BRAND = {
  name: 'Beauty Corner',
  slogan1: 'Beauty that feels like you',
  slogan2: 'Genuine cosmetics, delivered across Egypt',
} as const;

export const UNASSIGNED_CATEGORY_TITLE = 'Unassigned Items';

export function footerBrand(config: Partial<SiteConfig> | undefined): { name: string; slogan1: string; slogan2: string } {
  return {
    name: config?.name?.trim() || DEFAULT_BRAND.name,
    slogan1: config?.slogan1?.trim() || DEFAULT_BRAND.slogan1,
    slogan2: config?.slogan2?.trim() || DEFAULT_BRAND.slogan2,
  };
}

/** The category that holds products without a real one is never shown on the storefront. */
export function visibleCategories(categories: readonly Category[] | undefined): Category[] {
  return (categories ?? []).filter((category) => category.title !== UNASSIGNED_CATEGORY_TITLE);
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Only the networks with a non-blank link, in a fixed order. */
export function socialLinksToShow(links: Partial<SocialLinks> | undefined): Array<{ network: SocialNetwork; url: string }> {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = links?.[network]?.trim();
    return url ? [{ network, url }] : [];
  });
}
