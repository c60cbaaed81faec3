import type { Stats } from '@shop/contracts';

/** Storefront spec §2/§9: what the three tiles show before statistics load. */
export const DEFAULT_CONTACT_TILES = { responseMinutes: '12.8', customersHelped: '600+', support: '24/7' } as const;

/** The minutes are said by the catalogue's `contact.minutes` ('12.8 mins', '12.8 دقيقة'). */
export function contactTiles(stats: Pick<Stats, 'avgResponseTime' | 'customersHelped'> | undefined) {
  if (!stats) return DEFAULT_CONTACT_TILES;
  return {
    responseMinutes: String(stats.avgResponseTime),
    customersHelped: `${stats.customersHelped}+`,
    support: DEFAULT_CONTACT_TILES.support,
  };
}

/** The hero's figures, printed the way the server-rendered first paint prints them. */
export { heroStats } from '@shop/storefront-first-paint';
