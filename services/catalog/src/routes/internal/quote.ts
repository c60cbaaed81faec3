import { CATALOG_QUOTE_PATH, CatalogQuoteBody, CatalogQuoteResponse, type Product } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ObjectId } from 'mongodb';
import { toProductDto } from '../../domain/products/product-dto';
import { quoteLines } from '../../domain/quote/quote-lines';

/**
 * Contract 1: the order service checks price, availability and stock at placement time. Read from the
 * database, never from the cache, so the answer is as fresh as it can be. Not under /api: the
 * gateway never routes it.
 */
export async function quoteRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { catalog } = instance;

  app.post(
    CATALOG_QUOTE_PATH,
    { schema: { body: CatalogQuoteBody, response: { 200: CatalogQuoteResponse } } },
    async (request) => {
      const ids = [...new Set(request.body.items.map((item) => item.productId.toLowerCase()))];
      const found = await catalog.products.findByIds(ids.map((id) => new ObjectId(id)));
      const products = new Map<string, Product>(
        found.map((doc) => [doc._id.toHexString(), toProductDto(doc)]),
      );
      const items = request.body.items.map((item) => ({ ...item, productId: item.productId.toLowerCase() }));
      return { items: quoteLines(items, products) };
    },
  );
}
