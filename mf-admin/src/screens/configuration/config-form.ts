import type {
  SiteConfig,
  SocialLinks,
  Stats,
  UpdateSiteConfigBody,
  UpdateSocialLinksBody,
  UpdateStatsBody,
} from '@shop/contracts';
import {
  BASIC_FIELDS,
  SOCIAL_FIELDS,
  STAT_FIELDS,
  arabicKey,
  type BasicKey,
  type SocialKey,
  type StatKey,
} from './config-fields';

/** What the inputs hold: text everywhere, numbers converted only when saving. */
export interface ConfigurationForm {
  basics: Record<BasicKey, string>;
  stats: Record<StatKey, string>;
  social: Record<SocialKey, string>;
}

export interface LoadedSections {
  config?: SiteConfig;
  stats?: Stats;
  social?: SocialLinks;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A section that failed to load leaves its inputs empty (the failure is only logged, admin spec §8). */
export function toForm({ config, stats, social }: LoadedSections): ConfigurationForm {
  return {
    basics: Object.fromEntries(
      BASIC_FIELDS.flatMap(({ key }) => [
        [key, text(config?.[key])],
        [arabicKey(key), text(config?.[arabicKey(key)])],
      ]),
    ) as ConfigurationForm['basics'],
    stats: Object.fromEntries(
      STAT_FIELDS.map(({ key }) => [key, text(stats?.[key])]),
    ) as ConfigurationForm['stats'],
    social: Object.fromEntries(
      SOCIAL_FIELDS.map(({ key }) => [key, text(social?.[key])]),
    ) as ConfigurationForm['social'],
  };
}

export interface ConfigurationBodies {
  config: UpdateSiteConfigBody;
  stats: UpdateStatsBody;
  social: UpdateSocialLinksBody;
}

/**
 * The three PUT bodies. Texts are trimmed (the Arabic ones too, '' clearing them); a statistic left empty is not
 * sent, so it keeps its value.
 */
export function toBodies(form: ConfigurationForm): ConfigurationBodies {
  const stats: UpdateStatsBody = {};
  for (const { key } of STAT_FIELDS) {
    const value = form.stats[key].trim();
    if (value !== '') stats[key] = Number(value);
  }
  return {
    config: Object.fromEntries(
      BASIC_FIELDS.flatMap(({ key }) => [
        [key, form.basics[key].trim()],
        [arabicKey(key), form.basics[arabicKey(key)].trim()],
      ]),
    ),
    stats,
    social: Object.fromEntries(SOCIAL_FIELDS.map(({ key }) => [key, form.social[key].trim()])),
  };
}
