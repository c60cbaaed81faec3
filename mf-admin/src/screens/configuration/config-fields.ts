import type { SiteConfig, SocialLinks, Stats } from '@shop/contracts';

/* The three sections of the Configuration screen (admin spec §2) and their input rules (§5). */

export type BasicKey = keyof Omit<SiteConfig, '_id'>;
/** The English texts; each has its Arabic twin `<key>Ar` (decision 025). */
export type EnglishBasicKey = Exclude<BasicKey, `${string}Ar`>;

/** The key of a text's Arabic twin: 'slogan1' -> 'slogan1Ar'. */
export const arabicKey = <K extends EnglishBasicKey>(key: K): `${K}Ar` => `${key}Ar`;
export type StatKey = keyof Omit<Stats, '_id'>;
export type SocialKey = keyof Omit<SocialLinks, '_id'>;

export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
  maxLength: number;
}

export const BASIC_FIELDS: readonly TextFieldSpec<EnglishBasicKey>[] = [
  { key: 'name', label: 'Name of the Business', maxLength: 100 },
  { key: 'slogan1', label: 'Slogan 1', maxLength: 200 },
  { key: 'slogan2', label: 'Slogan 2', maxLength: 200 },
  { key: 'description', label: 'Description', multiline: true, maxLength: 2000 },
  { key: 'aboutUs1', label: 'About Us 1', multiline: true, maxLength: 5000 },
  { key: 'aboutUs2', label: 'About Us 2', multiline: true, maxLength: 5000 },
];

export interface NumberFieldSpec {
  key: StatKey;
  label: string;
  min: number;
  max?: number;
  step: number;
}

export const STAT_FIELDS: readonly NumberFieldSpec[] = [
  { key: 'customerRating', label: 'Customer Rating (0-5)', min: 0, max: 5, step: 0.1 },
  { key: 'productsShipped', label: 'Products Shipped', min: 0, step: 1 },
  { key: 'satisfactionRate', label: 'Satisfaction Rate (%)', min: 0, max: 100, step: 0.01 },
  { key: 'avgResponseTime', label: 'Average Response Time (minutes)', min: 0, step: 0.1 },
  { key: 'customersHelped', label: 'Customers Helped', min: 0, step: 1 },
];

export interface SocialFieldSpec {
  key: SocialKey;
  label: string;
  type: 'url' | 'tel';
  placeholder: string;
}

export const SOCIAL_FIELDS: readonly SocialFieldSpec[] = [
  { key: 'instagram', label: 'Instagram', type: 'url', placeholder: 'https://instagram.com/yourshop' },
  { key: 'facebook', label: 'Facebook', type: 'url', placeholder: 'https://facebook.com/yourshop' },
  { key: 'tiktok', label: 'TikTok', type: 'url', placeholder: 'https://tiktok.com/@yourshop' },
  { key: 'twitter', label: 'Twitter', type: 'url', placeholder: 'https://x.com/yourshop' },
  { key: 'phone1', label: 'Phone 1', type: 'tel', placeholder: '+20 100 000 0000' },
  { key: 'phone2', label: 'Phone 2', type: 'tel', placeholder: '+20 100 000 0000' },
];
