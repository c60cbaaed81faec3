import {
  IMAGE_ALT_MAX,
  IdParams,
  NoQuery,
  ProductImageParams,
  ProductResponse,
  ReorderProductImagesBody,
} from '@shop/contracts';
import { ValidationError, requireAdmin } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogRoutesOptions } from '../../catalog-context';
import { ObjectId } from 'mongodb';
import { auditFor } from '../../domain/audit';
import { toNewImage } from '../../domain/products/new-image';
import { toProductDto } from '../../domain/products/product-dto';
import {
  addProductImage,
  deleteProductImage,
  reorderProductImages,
} from '../../domain/products/product-images';
import { readProductForm } from './product-form';

/** A product's gallery (decision 032): upload one image, reorder (and alt texts), delete one. Admins only. */
export async function productGalleryRoutes(
  instance: FastifyInstance,
  { catalog }: CatalogRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const answer = { response: { 200: ProductResponse, 201: ProductResponse } };

  app.post(
    '/products/:id/images',
    { preHandler: requireAdmin, schema: { params: IdParams, querystring: NoQuery, ...answer } },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new ValidationError("Send the image as multipart form data under 'image'");
      const form = await readProductForm(request);
      if (!form.image) throw new ValidationError('Image file is required');
      const alt = form.fields.alt?.trim() || undefined;
      if (alt && alt.length > IMAGE_ALT_MAX)
        throw new ValidationError(`Alt text must be at most ${IMAGE_ALT_MAX} characters`);
      const image = await toNewImage(form.image);
      const product = await addProductImage(
        catalog,
        new ObjectId(request.params.id),
        image,
        alt,
        auditFor(request),
      );
      return reply.code(201).send({ data: toProductDto(product) });
    },
  );

  app.put(
    '/products/:id/images',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, querystring: NoQuery, body: ReorderProductImagesBody, ...answer },
    },
    async (request) => {
      const id = new ObjectId(request.params.id);
      return { data: toProductDto(await reorderProductImages(catalog, id, request.body, auditFor(request))) };
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    { preHandler: requireAdmin, schema: { params: ProductImageParams, querystring: NoQuery, ...answer } },
    async (request) => {
      const { id, imageId } = request.params;
      const product = await deleteProductImage(
        catalog,
        new ObjectId(id),
        new ObjectId(imageId),
        auditFor(request),
      );
      return { data: toProductDto(product) };
    },
  );
}
