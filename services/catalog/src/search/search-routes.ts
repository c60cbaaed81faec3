import { SearchQuery, SearchResponse } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProductSearch } from './product-search';

export interface SearchRoutesOptions {
  search: ProductSearch;
}

/**
 * GET /search?q=&lang=&limit= (issue 33), answered from this process's index. No shared caching: a product
 * change is promised in every replica's answers within 2 s, and an answer costs well under a millisecond.
 */
export async function searchRoutes(instance: FastifyInstance, options: SearchRoutesOptions): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search',
    { schema: { querystring: SearchQuery, response: { 200: SearchResponse } } },
    async (request) => options.search.search(request.query),
  );
}
