import { toPiastres, type CreateProductBody } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import type { RecordAudit } from '../audit';
import { imagePath } from '../images/image-store';
import type { NewImage } from './new-image';
import type { ProductDocument } from './product-document';
import { toProductDto } from './product-dto';
import { adminStockEvents } from '../stock/admin-stock-events';
import { mergeAdminStock } from '../stock/admin-stock';
import { assertDistinctOptionLabels, assertImageReference, resolveCategory } from './product-rules';
import { assertOptionImages } from './gallery';
import { titledTexts } from '../titled-texts';

export async function createProduct(
  catalog: CatalogContext,
  input: CreateProductBody,
  audit: RecordAudit,
  image?: NewImage,
): Promise<ProductDocument> {
  assertDistinctOptionLabels(input.options);
  if (!image) assertImageReference(input.image, '');
  // a new product's images get their ids on upload: an option's image is picked on the edit screen
  assertOptionImages(input.options, []);
  const categoryId = await resolveCategory(catalog, input.product_category_id);
  const imageFileId = image ? await catalog.images.save(image.bytes, image.contentType) : null;
  const now = new Date();
  const product: ProductDocument = {
    _id: new ObjectId(),
    ...titledTexts(input),
    pricePiastres: toPiastres(input.price),
    oldPricePiastres: toPiastres(input.oldPrice),
    image: imageFileId ? imagePath(imageFileId) : input.image,
    imageFileId,
    images: imageFileId && image ? [{ fileId: imageFileId, width: image.width, height: image.height }] : [],
    availability: input.availability,
    product_category_id: categoryId,
    rating: input.rating,
    reviews: input.reviews,
    options: mergeAdminStock([], input.options),
    isBundle: input.isBundle,
    bundleCount: input.bundleCount,
    createdAt: now,
    updatedAt: now,
    version: 1,
    stockOps: [],
  };
  try {
    const after = toProductDto(product);
    const entry = audit({
      resource: 'product',
      resourceId: after._id,
      action: 'create',
      before: null,
      after,
    });
    await catalog.products.insert(product, [entry, ...adminStockEvents(null, product, entry)]);
  } catch (error) {
    if (imageFileId) await catalog.images.remove(imageFileId).catch(() => undefined);
    throw error;
  }
  return product;
}
