import { IdParams, NoQuery } from '@shop/contracts';
import { NotFoundError } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ObjectId } from 'mongodb';
import { matchesIfNoneMatch } from '../../cache/cached-body';

/** A stored image never changes (a new upload gets a new id), so its id is a strong validator. */
export async function imageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { catalog } = instance;

  app.get('/images/:id', { schema: { querystring: NoQuery, params: IdParams } }, async (request, reply) => {
    const image = await catalog.images.find(new ObjectId(request.params.id));
    if (!image) throw new NotFoundError('Image not found');
    const etag = `"${image.id.toHexString()}"`;
    void reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply
      .header('content-type', image.contentType)
      .header('content-length', image.length)
      .send(catalog.images.open(image.id));
  });
}
