import type { SiteConfigResponse, SocialLinksResponse, StatsResponse } from '@shop/contracts';
import { forgetSharedReads } from '@shop/app-context';
import { apiFetch } from '@shop/ui-kit';
import type { ConfigurationBodies, LoadedSections } from './config-form';

/**
 * Each section loads on its own, fresh from the service (not through the shared reads: the form edits what is
 * stored now); one that fails is logged and left empty (admin spec §8).
 */
export async function loadSections(): Promise<LoadedSections> {
  const [config, stats, social] = await Promise.allSettled([
    apiFetch<SiteConfigResponse>('/config'),
    apiFetch<StatsResponse>('/stats'),
    apiFetch<SocialLinksResponse>('/social'),
  ]);
  const value = <T>(result: PromiseSettledResult<T>, label: string): T | undefined => {
    if (result.status === 'fulfilled') return result.value;
    console.error(`Failed to load ${label}`, result.reason);
    return undefined;
  };
  return {
    config: value(config, 'configuration'),
    stats: value(stats, 'statistics'),
    social: value(social, 'social links'),
  };
}

/**
 * One 'Save Configuration' saves all three sections. The storefront's pages read them through the shared reads:
 * those are forgotten, so the next page shows what was saved.
 */
export async function saveSections(bodies: ConfigurationBodies): Promise<void> {
  try {
    await Promise.all([
      apiFetch('/config', { method: 'PUT', json: bodies.config }),
      apiFetch('/stats', { method: 'PUT', json: bodies.stats }),
      apiFetch('/social', { method: 'PUT', json: bodies.social }),
    ]);
  } finally {
    forgetSharedReads();
  }
}
