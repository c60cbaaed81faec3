import { z } from 'zod';
import {
  NAME_MAX,
  objectId,
  optionalHttpUrl,
  optionalPhoneNumber,
  arabicText,
  optionalText,
  percent,
  starRating,
} from '../common';

/*
 * Configuration, statistics and social links: one document each. Bodies are partial so a PUT
 * changes what it names and keeps the rest; the admin screen sends every field anyway.
 */

export const SiteConfig = z.object({
  _id: objectId.optional(),
  name: z.string(),
  slogan1: z.string(),
  slogan2: z.string(),
  description: z.string(),
  aboutUs1: z.string(),
  aboutUs2: z.string(),
  /** Arabic twins of the customer-facing texts (decision 025); absent where not written. */
  nameAr: z.string().optional(),
  slogan1Ar: z.string().optional(),
  slogan2Ar: z.string().optional(),
  descriptionAr: z.string().optional(),
  aboutUs1Ar: z.string().optional(),
  aboutUs2Ar: z.string().optional(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const UpdateSiteConfigBody = z
  .strictObject({
    name: optionalText(NAME_MAX),
    slogan1: optionalText(200),
    slogan2: optionalText(200),
    description: optionalText(2000),
    aboutUs1: optionalText(5000),
    aboutUs2: optionalText(5000),
    nameAr: arabicText(NAME_MAX),
    slogan1Ar: arabicText(200),
    slogan2Ar: arabicText(200),
    descriptionAr: arabicText(2000),
    aboutUs1Ar: arabicText(5000),
    aboutUs2Ar: arabicText(5000),
  })
  .partial();
export type UpdateSiteConfigBody = z.infer<typeof UpdateSiteConfigBody>;

export const Stats = z.object({
  _id: objectId.optional(),
  customerRating: z.number().min(0).max(5),
  productsShipped: z.number().min(0),
  satisfactionRate: z.number().min(0).max(100),
  avgResponseTime: z.number().min(0),
  customersHelped: z.number().min(0),
});
export type Stats = z.infer<typeof Stats>;

const STAT_MAX = 1_000_000_000;
const count = z.number().min(0).max(STAT_MAX);

export const UpdateStatsBody = z
  .strictObject({
    customerRating: starRating,
    productsShipped: count,
    satisfactionRate: percent,
    avgResponseTime: count,
    customersHelped: count,
  })
  .partial();
export type UpdateStatsBody = z.infer<typeof UpdateStatsBody>;

export const SocialLinks = z.object({
  _id: objectId.optional(),
  instagram: z.string(),
  facebook: z.string(),
  tiktok: z.string(),
  twitter: z.string(),
  phone1: z.string(),
  phone2: z.string(),
});
export type SocialLinks = z.infer<typeof SocialLinks>;

export const UpdateSocialLinksBody = z
  .strictObject({
    instagram: optionalHttpUrl,
    facebook: optionalHttpUrl,
    tiktok: optionalHttpUrl,
    twitter: optionalHttpUrl,
    phone1: optionalPhoneNumber,
    phone2: optionalPhoneNumber,
  })
  .partial();
export type UpdateSocialLinksBody = z.infer<typeof UpdateSocialLinksBody>;

/* GET and PUT answer with the fields themselves (spec: "fields"). */
export const SiteConfigResponse = SiteConfig;
export type SiteConfigResponse = SiteConfig;
export const StatsResponse = Stats;
export type StatsResponse = Stats;
export const SocialLinksResponse = SocialLinks;
export type SocialLinksResponse = SocialLinks;
