import {
  CATALOG_QUOTE_PATH,
  CatalogQuoteBody,
  CatalogQuoteResponse,
  type CatalogQuoteItemInput,
  type CatalogQuoteLine,
  type Product,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import type { ProductDocument } from '../../domain/products/product-document';
import { toProductDto } from '../../domain/products/product-dto';
import { quoteLines } from '../../domain/quote/quote-lines';

/**
 * Contract 1: price, availability and stock of a cart's lines. Read from the database, never from the cache, so
 * the answer is as fresh as it can be. Not under /api: the gateway never routes it.
 */
export async function quoteRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    CATALOG_QUOTE_PATH,
    { schema: { body: CatalogQuoteBody, response: { 200: CatalogQuoteResponse } } },
    async (request) => ({ items: await quoteFor(instance.catalog, request.body.items) }),
  );
}

/** Each line judged against its product as stored now, in the order asked. */
export async function quoteFor(
  catalog: CatalogContext,
  requested: CatalogQuoteItemInput[],
  judgeStock = true,
): Promise<CatalogQuoteLine[]> {
  return (await readQuote(catalog, requested, judgeStock)).lines;
}

/** The quote's lines and the products they were judged against (a reservation goes on from the same read). */
export async function readQuote(
  catalog: CatalogContext,
  requested: CatalogQuoteItemInput[],
  judgeStock: boolean,
): Promise<{ lines: CatalogQuoteLine[]; read: Map<string, ProductDocument> }> {
  const items = requested.map((item) => ({ ...item, productId: item.productId.toLowerCase() }));
  const ids = [...new Set(items.map((item) => item.productId))];
  const found = await catalog.products.findByIds(ids.map((id) => new ObjectId(id)));
  const read = new Map(found.map((doc) => [doc._id.toHexString(), doc]));
  const products = new Map<string, Product>(found.map((doc) => [doc._id.toHexString(), toProductDto(doc)]));
  return { lines: quoteLines(items, products, judgeStock), read };
}
