import type { Stats } from '@shop/contracts';

/** Storefront spec §2/§9: what the three tiles show before statistics load. */
export const DEFAULT_CONTACT_TILES = { responseTime: '12.8 mins', customersHelped: '600+', support: '24/7' } as const;

export function contactTiles(stats: Pick<Stats, 'avgResponseTime' | 'customersHelped'> | undefined) {
  if (!stats) return DEFAULT_CONTACT_TILES;
  return {
    responseTime: `${stats.avgResponseTime} mins`,
    customersHelped: `${stats.customersHelped}+`,
    support: DEFAULT_CONTACT_TILES.support,
  };
}

/** Hero figures: products shipped with a plus, the rating, satisfaction with a percent sign. */
export function heroStats(stats: Pick<Stats, 'productsShipped' | 'customerRating' | 'satisfactionRate'>) {
  return {
    productsShipped: `${stats.productsShipped.toLocaleString('en-US')}+`,
    customerRating: String(stats.customerRating),
    satisfactionRate: `${stats.satisfactionRate}%`,
  };
}
