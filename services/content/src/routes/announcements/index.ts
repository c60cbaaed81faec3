import {
  AnnouncementListResponse,
  AnnouncementResponse,
  CreateAnnouncementBody,
  IdParams,
  SuccessResponse,
  UpdateAnnouncementBody,
  VisibleAnnouncementsResponse,
  NoQuery,
} from '@shop/contracts';
import { publicReadCache, requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnnouncementRepository, toAnnouncement } from '../../domain/announcements/announcement-repository';
import {
  createAnnouncement,
  deleteAllAnnouncements,
  deleteAnnouncement,
  updateAnnouncement,
} from '../../domain/announcements/manage-announcements';
import { adminContext } from '../admin-context';
import { deleted } from '../deleted';

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const announcements = new AnnouncementRepository(app.db);

  app.get(
    '/announcements/visible',
    {
      onSend: publicReadCache,
      schema: { querystring: NoQuery, response: { 200: VisibleAnnouncementsResponse } },
    },
    async () => ({
      data: (await announcements.list({ visibleOnly: true })).map(toAnnouncement),
    }),
  );

  app.get(
    '/announcements',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, response: { 200: AnnouncementListResponse } },
    },
    async () => ({ data: (await announcements.list({ visibleOnly: false })).map(toAnnouncement) }),
  );

  app.post(
    '/announcements',
    {
      preHandler: requireAdmin,
      schema: { body: CreateAnnouncementBody, response: { 201: AnnouncementResponse } },
    },
    async (request, reply) => {
      const created = await createAnnouncement(announcements, request.body, adminContext(request));
      return reply.code(201).send({ data: toAnnouncement(created) });
    },
  );

  app.put(
    '/announcements/:id',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, body: UpdateAnnouncementBody, response: { 200: AnnouncementResponse } },
    },
    async (request) => ({
      data: toAnnouncement(
        await updateAnnouncement(announcements, request.params.id, request.body, adminContext(request)),
      ),
    }),
  );

  app.delete(
    '/announcements/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await deleteAnnouncement(announcements, request.params.id, adminContext(request));
      return deleted('Announcement deleted');
    },
  );

  app.delete(
    '/announcements',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: SuccessResponse } } },
    async (request) =>
      deleted(
        'All announcements deleted',
        await deleteAllAnnouncements(announcements, adminContext(request)),
      ),
  );
};
