import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  SuccessResponse,
  UserListAnswer,
  UserListQuery,
  UserResponse,
  NoQuery,
} from '@shop/contracts';
import { NotFoundError, requireAdmin, requireSelfOrAdmin } from '@shop/service-kit';
import { auditFor } from '../../domain/audit/audit';
import { deleteUser } from '../../domain/users/delete-user';
import { USER_NOT_FOUND, updateUser } from '../../domain/users/update-user';
import { toUser } from '../../domain/users/user-document';
import { keyAndRecountUsers } from '../../domain/users/user-backfill';
import { userPages } from '../../domain/users/user-pages';
import { findUserById, listUsers } from '../../domain/users/users-collection';

/** User management (admin spec §7) and the profile (storefront spec §7): a user reaches only their own record. */
export async function userRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  void keyAndRecountUsers(app.db).catch((error: unknown) =>
    app.log.error({ err: error }, 'keying and counting the accounts for the Users screen failed'),
  );

  app.get(
    '/api/auth/users',
    {
      preHandler: requireAdmin,
      schema: { querystring: UserListQuery, response: { 200: UserListAnswer } },
    },
    // No parameters: every account, the spec's answer; with any: a page of each table (issue 36).
    async (request) => {
      if (Object.keys(request.query).length > 0) return userPages(app.db, request.query);
      return { users: (await listUsers(app.db)).map(toUser) };
    },
  );

  app.get(
    '/api/auth/users/:id',
    {
      preHandler: requireSelfOrAdmin(),
      schema: { querystring: NoQuery, params: IdParams, response: { 200: UserResponse } },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw new NotFoundError(USER_NOT_FOUND);
      return { user: toUser(user) };
    },
  );

  // The body's schema depends on who edits whom, so updateUser parses it (same 400 shape as route schemas).
  app.put(
    '/api/auth/users/:id',
    { preHandler: requireSelfOrAdmin(), schema: { params: IdParams, response: { 200: UserResponse } } },
    async (request) => {
      const user = await updateUser(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        auditFor(request),
      );
      app.outbox.notify();
      return { user: toUser(user) };
    },
  );

  app.delete(
    '/api/auth/users/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await deleteUser(app.db, request.user!, request.params.id, auditFor(request));
      app.outbox.notify();
      return { success: true as const, message: 'User deleted successfully' };
    },
  );
}
