import { SiteConfig } from '@shop/contracts';
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
 * gave (or the fallback) is used, and it is asked again only after another `ttlMs`.
 */
export function createShopNameSource(options: ShopNameOptions): () => Promise<string> {
  const { contentUrl, ttlMs, fallback, timeoutMs = 2000, now = Date.now } = options;
  const target: UpstreamTarget = { name: 'content', baseUrl: contentUrl, timeoutMs };
  const nameOnly = SiteConfig.pick({ name: true });
  let known: string | undefined;
  let cached: { at: number; name: Promise<string> } | undefined;

  const load = async (): Promise<string> => {
    try {
      const answer = await callUpstream(target, 'GET', '/api/config');
      // a blank name is shown as the default everywhere else too (the shell's footer)
      if (answer.status === 200) known = readAnswer(target, answer, nameOnly).name.trim() || fallback;
    } catch {
      // the content service is down, slow or answered off its contract: keep the name it gave last
    }
    return known ?? fallback;
  };

  return () => {
    if (!cached || now() - cached.at >= ttlMs) cached = { at: now(), name: load() };
    return cached.name;
  };
}
