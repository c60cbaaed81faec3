import {
  CreateProductBody,
  CreateProductForm,
  IdParams,
  ProductResponse,
  SuccessResponse,
  UpdateProductBody,
  UpdateProductForm,
  NoQuery,
  StockHistoryQuery,
  StockHistoryResponse,
} from '@shop/contracts';
import { NotFoundError, ValidationError, requireAdmin } from '@shop/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogRoutesOptions } from '../../catalog-context';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import { auditFor } from '../../domain/audit';
import { createProduct } from '../../domain/products/create-product';
import { deleteAllProducts, deleteProduct } from '../../domain/products/delete-products';
import { toNewImage, type NewImage } from '../../domain/products/new-image';
import { toProductDto } from '../../domain/products/product-dto';
import { updateProduct } from '../../domain/products/update-product';
import { parseInput } from '../parse-input';
import { sendCached } from '../send-cached';
import { readProductForm } from './product-form';

/** JSON, or multipart with the fields as text and an optional `image` file. */
async function readProductInput<T>(
  request: FastifyRequest,
  jsonSchema: z.ZodType<T>,
  formSchema: z.ZodType<T>,
): Promise<{ input: T; image?: NewImage }> {
  if (!request.isMultipart()) return { input: parseInput(jsonSchema, request.body) };
  const form = await readProductForm(request);
  const input = parseInput(formSchema, form.fields);
  return { input, image: form.image ? await toNewImage(form.image) : undefined };
}

export async function productRoutes(
  instance: FastifyInstance,
  { catalog }: CatalogRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The hot path: bytes serialized once per change, no per-request access log.
  app.get('/products', { logLevel: 'warn', schema: { querystring: NoQuery } }, async (request, reply) =>
    sendCached(request, reply, await catalog.cache.getList()),
  );

  app.get(
    '/products/:id',
    { logLevel: 'warn', schema: { params: IdParams, querystring: NoQuery } },
    async (request, reply) => {
      const cached = await catalog.cache.getDetail(request.params.id.toLowerCase());
      if (!cached) throw new NotFoundError('Product not found');
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/products/:id/stock-history',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, querystring: StockHistoryQuery, response: { 200: StockHistoryResponse } },
    },
    async (request) => {
      const productId = request.params.id.toLowerCase();
      if (!(await catalog.products.findById(new ObjectId(productId))))
        throw new NotFoundError('Product not found');
      return catalog.history.page(productId, request.query);
    },
  );

  app.post(
    '/products',
    { preHandler: requireAdmin, schema: { response: { 201: ProductResponse } } },
    async (request, reply) => {
      const { input, image } = await readProductInput(request, CreateProductBody, CreateProductForm);
      const product = await createProduct(catalog, input, auditFor(request), image);
      return reply.code(201).send({ data: toProductDto(product) });
    },
  );

  app.put(
    '/products/:id',
    { preHandler: requireAdmin, schema: { params: IdParams, response: { 200: ProductResponse } } },
    async (request) => {
      const { input, image } = await readProductInput(request, UpdateProductBody, UpdateProductForm);
      const product = await updateProduct(
        catalog,
        new ObjectId(request.params.id),
        input,
        auditFor(request),
        image,
      );
      return { data: toProductDto(product) };
    },
  );

  // The admin form's save without an id (admin spec §5) ends here rather than in a bare 404.
  app.put('/products', { preHandler: requireAdmin }, async () => {
    throw new ValidationError('Product ID is required');
  });

  app.delete(
    '/products/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await deleteProduct(catalog, new ObjectId(request.params.id), auditFor(request));
      return { success: true as const, message: 'Product deleted successfully' };
    },
  );

  app.delete(
    '/products',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: SuccessResponse } } },
    async (request) => {
      const deletedCount = await deleteAllProducts(catalog, auditFor(request));
      return { success: true as const, message: 'All products deleted successfully', deletedCount };
    },
  );
}
