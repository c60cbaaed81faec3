import { fromPiastres, type Product } from '@shop/contracts';
import type { ProductDocument } from './product-document';
import { isSoldOut } from '../stock/option-demand';
import { titledTexts } from '../titled-texts';

/**
 * The product as the API and the events show it. The stored `availability` is the admin's switch (`forSale`);
 * what shoppers see also follows stock: a product some option of which has no value left is sold out.
 */
export function toProductDto(doc: Omit<ProductDocument, 'stockOps'>): Product {
  return {
    _id: doc._id.toHexString(),
    ...titledTexts(doc),
    price: fromPiastres(doc.pricePiastres),
    oldPrice: fromPiastres(doc.oldPricePiastres),
    image: doc.image,
    images: (doc.images ?? []).map(({ fileId, width, height, alt }) => ({
      id: fileId.toHexString(),
      width,
      height,
      ...(alt ? { alt } : {}),
    })),
    availability: doc.availability && !isSoldOut(doc.options),
    forSale: doc.availability,
    product_category_id: doc.product_category_id?.toHexString() ?? null,
    rating: doc.rating,
    reviews: doc.reviews,
    options: doc.options,
    isBundle: doc.isBundle,
    bundleCount: doc.bundleCount,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
