import type { Product } from '@shop/contracts';
import { toEgp } from '../money';
import type { ProductDocument } from './product-document';

/** The product as the API and the events show it. */
export function toProductDto(doc: Omit<ProductDocument, 'appliedEvents'>): Product {
  return {
    _id: doc._id.toHexString(),
    title: doc.title,
    description: doc.description,
    price: toEgp(doc.pricePiastres),
    oldPrice: toEgp(doc.oldPricePiastres),
    image: doc.image,
    availability: doc.availability,
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
