import type { SiteConfig, SocialLinks, Stats } from '@shop/contracts';

/** The three single-document settings and their fields (the `_id` is the kind's name, never shown). */
export interface SettingsShapes {
  configuration: Omit<SiteConfig, '_id'>;
  statistics: Omit<Stats, '_id'>;
  socialLinks: Omit<SocialLinks, '_id'>;
}

export type SettingsKind = keyof SettingsShapes;

/**
 * What a shop shows before an admin has saved anything. Statistics match the figures the storefront shows
 * before they load (12.8 mins, 600+); social links stay empty so the storefront hides their icons.
 */
export const settingsDefaults: { [K in SettingsKind]: SettingsShapes[K] } = {
  configuration: {
    name: 'Beauty Corner',
    slogan1: 'Beauty that feels like you',
    slogan2: 'Genuine cosmetics, delivered across Egypt',
    description:
      'Skincare, makeup and fragrance from brands you trust, delivered to your door anywhere in Egypt.',
    aboutUs1:
      'We started with a simple idea: everyone in Egypt deserves genuine beauty products at fair prices, without the guesswork.',
    aboutUs2:
      'Every product we sell comes from the brand or its official distributor, and our team is always here to help you find what suits your skin.',
  },
  statistics: {
    customerRating: 4.8,
    productsShipped: 12000,
    satisfactionRate: 98,
    avgResponseTime: 12.8,
    customersHelped: 600,
  },
  socialLinks: {
    instagram: '',
    facebook: '',
    tiktok: '',
    twitter: '',
    phone1: '',
    phone2: '',
  },
};

/**
 * The Arabic twins of the customer-facing texts (decision 025). They have no default: a shop that has not written
 * them answers exactly the fields it answered before, and Arabic readers see the English texts.
 */
const arabicTwins: { [K in SettingsKind]: string[] } = {
  configuration: ['nameAr', 'slogan1Ar', 'slogan2Ar', 'descriptionAr', 'aboutUs1Ar', 'aboutUs2Ar'],
  statistics: [],
  socialLinks: [],
};

/** Stored fields laid over the defaults, keeping only the kind's own fields (and Arabic twins that are stored). */
export function withDefaults<K extends SettingsKind>(
  kind: K,
  stored: Record<string, unknown> | null,
): SettingsShapes[K] {
  const defaults = settingsDefaults[kind];
  const result: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (stored && stored[key] !== undefined && stored[key] !== null) result[key] = stored[key];
  }
  for (const key of arabicTwins[kind]) {
    if (typeof stored?.[key] === 'string') result[key] = stored[key];
  }
  return result as SettingsShapes[K];
}

/** The defaults for the fields a change does not name: written only when the document is first created. */
export function defaultsNotIn<K extends SettingsKind>(kind: K, changes: Partial<SettingsShapes[K]>) {
  return Object.fromEntries(Object.entries(settingsDefaults[kind]).filter(([key]) => !(key in changes)));
}
