import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ObjectId } from 'mongodb';
import { TokenVersionParams, TokenVersionResponse, NoQuery } from '@shop/contracts';
import { usersCollection } from '../../domain/users/users-collection';

/**
 * Service-to-service only (the gateway never routes /internal): the current token version of a user, for
 * the gateway's cache. A tombstone counts as deleted, and so does an id that never existed.
 */
export async function internalRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/internal/users/:id/token-version',
    { schema: { querystring: NoQuery, params: TokenVersionParams, response: { 200: TokenVersionResponse } } },
    async (request) => {
      const doc = await usersCollection(app.db).findOne(
        { _id: new ObjectId(request.params.id) },
        { projection: { tokenVersion: 1, _deleted: 1 } },
      );
      return {
        userId: request.params.id,
        tokenVersion: doc?.tokenVersion ?? 0,
        deleted: !doc || doc._deleted === true,
      };
    },
  );
}
