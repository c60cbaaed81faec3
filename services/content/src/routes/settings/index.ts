import {
  SiteConfigResponse,
  SocialLinksResponse,
  StatsResponse,
  UpdateSiteConfigBody,
  UpdateSocialLinksBody,
  UpdateStatsBody,
  NoQuery,
} from '@shop/contracts';
import { publicReadCache, requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsRepository } from '../../domain/settings/settings-repository';
import { updateSettings } from '../../domain/settings/update-settings';
import { adminContext } from '../admin-context';

/**
 * Configuration, statistics and social links: GET is public (the storefront shows them), PUT is the admin's
 * Save Configuration. Both answer the fields themselves.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = new SettingsRepository(app.db);

  app.get(
    '/config',
    { onSend: publicReadCache, schema: { querystring: NoQuery, response: { 200: SiteConfigResponse } } },
    () => settings.read('configuration'),
  );
  app.put(
    '/config',
    {
      preHandler: requireAdmin,
      schema: { body: UpdateSiteConfigBody, response: { 200: SiteConfigResponse } },
    },
    (request) => updateSettings(settings, 'configuration', request.body, adminContext(request)),
  );

  app.get(
    '/stats',
    { onSend: publicReadCache, schema: { querystring: NoQuery, response: { 200: StatsResponse } } },
    () => settings.read('statistics'),
  );
  app.put(
    '/stats',
    { preHandler: requireAdmin, schema: { body: UpdateStatsBody, response: { 200: StatsResponse } } },
    (request) => updateSettings(settings, 'statistics', request.body, adminContext(request)),
  );

  app.get(
    '/social',
    { onSend: publicReadCache, schema: { querystring: NoQuery, response: { 200: SocialLinksResponse } } },
    () => settings.read('socialLinks'),
  );
  app.put(
    '/social',
    {
      preHandler: requireAdmin,
      schema: { body: UpdateSocialLinksBody, response: { 200: SocialLinksResponse } },
    },
    (request) => updateSettings(settings, 'socialLinks', request.body, adminContext(request)),
  );
};
