import type { FastifyPluginAsync } from 'fastify';
import { announcementRoutes } from './announcements';
import { faqRoutes } from './faqs';
import { messageRoutes } from './messages';
import { reviewRoutes } from './reviews';
import { settingsRoutes } from './settings';

/** Every content route of both specs' §7 tables, mounted under `/api` by the app. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
  await app.register(faqRoutes);
  await app.register(reviewRoutes);
  await app.register(announcementRoutes);
  await app.register(messageRoutes);
};
