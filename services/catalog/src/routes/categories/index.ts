import {
  CategoryListResponse,
  CategoryResponse,
  CreateCategoryBody,
  IdParams,
  SuccessResponse,
  UpdateCategoryBody,
  NoQuery,
} from '@shop/contracts';
import { publicReadCache, requireAdmin } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogRoutesOptions } from '../../catalog-context';
import { ObjectId } from 'mongodb';
import { auditFor } from '../../domain/audit';
import { toCategoryDto } from '../../domain/categories/category-document';
import {
  createCategory,
  deleteAllCategories,
  deleteCategory,
  updateCategory,
} from '../../domain/categories/category-use-cases';

export async function categoryRoutes(
  instance: FastifyInstance,
  { catalog }: CatalogRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** Oldest first, with Unassigned Items always last (the admin shows it as the last tab). */
  app.get(
    '/categories',
    { onSend: publicReadCache, schema: { querystring: NoQuery, response: { 200: CategoryListResponse } } },
    async () => {
      const categories = await catalog.categories.list();
      const ordered = [...categories.filter((c) => !c.system), ...categories.filter((c) => c.system)];
      return { data: ordered.map(toCategoryDto) };
    },
  );

  app.post(
    '/categories',
    { preHandler: requireAdmin, schema: { body: CreateCategoryBody, response: { 201: CategoryResponse } } },
    async (request, reply) => {
      const category = await createCategory(catalog, request.body, auditFor(request));
      return reply.code(201).send({ data: toCategoryDto(category) });
    },
  );

  app.put(
    '/categories/:id',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, body: UpdateCategoryBody, response: { 200: CategoryResponse } },
    },
    async (request) => {
      const category = await updateCategory(
        catalog,
        new ObjectId(request.params.id),
        request.body,
        auditFor(request),
      );
      return { data: toCategoryDto(category) };
    },
  );

  app.delete(
    '/categories/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await deleteCategory(catalog, new ObjectId(request.params.id), auditFor(request));
      return { success: true as const, message: 'Category deleted successfully' };
    },
  );

  app.delete(
    '/categories',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: SuccessResponse } } },
    async (request) => {
      const deletedCount = await deleteAllCategories(catalog, auditFor(request));
      return { success: true as const, message: 'All categories deleted successfully', deletedCount };
    },
  );
}
