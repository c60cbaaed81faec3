import {
  ContactMessageListAnswer,
  ContactMessageListQuery,
  ContactMessageResponse,
  CreateContactMessageBody,
  IdParams,
  SuccessResponse,
  UpdateMessageStatusBody,
  NoQuery,
} from '@shop/contracts';
import { requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveMessage, deleteMessage, receiveMessage } from '../../domain/messages/manage-messages';
import { messagePage } from '../../domain/messages/message-pages';
import { MessageRepository, toContactMessage } from '../../domain/messages/message-repository';
import { adminContext } from '../admin-context';
import { deleted } from '../deleted';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = new MessageRepository(app.db);

  app.post(
    '/messages',
    { schema: { body: CreateContactMessageBody, response: { 201: ContactMessageResponse } } },
    async (request, reply) =>
      reply.code(201).send({ data: toContactMessage(await receiveMessage(messages, request.body)) }),
  );

  app.get(
    '/messages',
    {
      preHandler: requireAdmin,
      schema: { querystring: ContactMessageListQuery, response: { 200: ContactMessageListAnswer } },
    },
    // No parameters: every message, the spec's answer; with a status: one page of that tab (issue 36).
    async (request) => {
      const { status } = request.query;
      if (status) return messagePage(messages, { ...request.query, status });
      return { data: (await messages.listNewestFirst()).map(toContactMessage) };
    },
  );

  // The body can only say 'archived' (UpdateMessageStatusBody): it is the one transition there is.
  app.patch(
    '/messages/:id/status',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, body: UpdateMessageStatusBody, response: { 200: ContactMessageResponse } },
    },
    async (request) => ({
      data: toContactMessage(await archiveMessage(messages, request.params.id, adminContext(request))),
    }),
  );

  app.delete(
    '/messages/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await deleteMessage(messages, request.params.id, adminContext(request));
      return deleted('Message deleted');
    },
  );
};
