import type { CatalogQuoteItemInput, CatalogQuoteLine, Product } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import type { ProductDocument } from '../products/product-document';
import { toProductDto } from '../products/product-dto';
import { quoteLines } from './quote-lines';

/**
 * An order's lines judged against their products as stored now (never the cache), in the order asked, and the
 * products they were judged against: the reservation goes on from the same read.
 */
export async function readQuote(
  catalog: CatalogContext,
  requested: CatalogQuoteItemInput[],
): Promise<{ lines: CatalogQuoteLine[]; read: Map<string, ProductDocument> }> {
  const items = requested.map((item) => ({ ...item, productId: item.productId.toLowerCase() }));
  const ids = [...new Set(items.map((item) => item.productId))];
  const found = await catalog.products.findByIds(ids.map((id) => new ObjectId(id)));
  const read = new Map(found.map((doc) => [doc._id.toHexString(), doc]));
  const products = new Map<string, Product>(found.map((doc) => [doc._id.toHexString(), toProductDto(doc)]));
  return { lines: quoteLines(items, products), read };
}
