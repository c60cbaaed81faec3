import { SiteConfig, type LanguageCode } from '@shop/contracts';
import { callUpstream, readAnswer, type UpstreamTarget } from '@shop/service-kit';

export interface ShopNameOptions {
  /** The content service; its `GET /api/config` is public. */
  contentUrl: string;
  ttlMs: number;
  /** Used until the content service has answered once (the content service's own default name). */
  fallback: string;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The shop's name from the site configuration, which the content service owns. It publishes no event when the
 * configuration changes, so this asks its public API and reuses the answer for `ttlMs` (docs/decisions/010).
 * An e-mail never waits on, nor fails because of, the content service: when it does not answer, the last name it
 * gave (or the fallback) is used, and it is asked again only after another `ttlMs`. An Arabic e-mail is signed with
 * the Arabic name where the admin wrote one (decision 025), else with the English one.
 */
/** The shop's name in an e-mail's language (English when not told). */
export type ShopNameSource = (language?: LanguageCode) => Promise<string>;
type ShopNames = Record<LanguageCode, string>;

export function createShopNameSource(options: ShopNameOptions): ShopNameSource {
  const { contentUrl, ttlMs, fallback, timeoutMs = 2000, now = Date.now } = options;
  const target: UpstreamTarget = { name: 'content', baseUrl: contentUrl, timeoutMs };
  const names = SiteConfig.pick({ name: true, nameAr: true });
  let known: ShopNames | undefined;
  let cached: { at: number; names: Promise<ShopNames> } | undefined;

  const load = async (): Promise<ShopNames> => {
    try {
      const answer = await callUpstream(target, 'GET', '/api/config');
      if (answer.status === 200) {
        const config = readAnswer(target, answer, names);
        // a blank name is shown as the default everywhere else too (the shell's footer)
        const en = config.name.trim() || fallback;
        known = { en, ar: config.nameAr?.trim() || en };
      }
    } catch {
      // the content service is down, slow or answered off its contract: keep the name it gave last
    }
    return known ?? { en: fallback, ar: fallback };
  };

  return async (language = 'en') => {
    if (!cached || now() - cached.at >= ttlMs) cached = { at: now(), names: load() };
    return (await cached.names)[language];
  };
}
