import { IdParams, ImageRenditionParams, NoQuery, parseRenditionVariant } from '@shop/contracts';
import { NotFoundError } from '@shop/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogRoutesOptions } from '../../catalog-context';
import { ObjectId } from 'mongodb';
import type { Readable } from 'node:stream';
import { matchesIfNoneMatch } from '../../cache/cached-body';
import type { StoredImage } from '../../domain/images/image-store';

const YEAR = 'public, max-age=31536000, immutable';
// the original stands in for a rendition not made yet: a browser asks again soon and gets the small file
const UNTIL_RENDERED = 'public, max-age=60';

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { etag: string; cacheControl: string; image: StoredImage; open: () => Readable },
) {
  void reply
    .header('etag', file.etag)
    .header('cache-control', file.cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (matchesIfNoneMatch(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply
    .header('content-type', file.image.contentType)
    .header('content-length', file.image.length)
    .send(file.open());
}

/** A stored image never changes (a new upload gets a new id), so its id is a strong validator. */
export async function imageRoutes(
  instance: FastifyInstance,
  { catalog }: CatalogRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/images/:id', { schema: { querystring: NoQuery, params: IdParams } }, async (request, reply) => {
    const image = await catalog.images.find(new ObjectId(request.params.id));
    if (!image) throw new NotFoundError('Image not found');
    const etag = `"${image.id.toHexString()}"`;
    return sendFile(request, reply, {
      etag,
      cacheControl: YEAR,
      image,
      open: () => catalog.images.open(image.id),
    });
  });

  /** `/images/{id}/{160|320|640|1080}.{avif|webp}`: the srcset's files (decision 032). */
  app.get(
    '/images/:id/:variant',
    { schema: { querystring: NoQuery, params: ImageRenditionParams } },
    async (request, reply) => {
      const id = new ObjectId(request.params.id);
      const { width, format } = parseRenditionVariant(request.params.variant)!;
      const rendition = await catalog.images.findRendition(id, width, format);
      if (rendition) {
        const etag = `"${id.toHexString()}-${width}-${format}"`;
        const open = () => catalog.images.openRendition(rendition);
        return sendFile(request, reply, { etag, cacheControl: YEAR, image: rendition, open });
      }
      const original = await catalog.images.find(id);
      if (!original) throw new NotFoundError('Image not found');
      const etag = `"${id.toHexString()}"`;
      const open = () => catalog.images.open(original.id);
      return sendFile(request, reply, { etag, cacheControl: UNTIL_RENDERED, image: original, open });
    },
  );
}
