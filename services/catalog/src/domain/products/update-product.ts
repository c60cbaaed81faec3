import { toPiastres, type UpdateProductBody } from '@shop/contracts';
import { NotFoundError, ValidationError } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import { productEditResource, type RecordAudit } from '../audit';
import type { NewImage } from './new-image';
import type { ProductChanges, ProductDocument } from './product-document';
import { toProductDto } from './product-dto';
import { adminStockEvents } from '../stock/admin-stock-events';
import { mergeAdminStock } from '../stock/admin-stock';
import { assertDistinctOptionLabels, assertImageReference, resolveCategory } from './product-rules';
import {
  assertOptionImages,
  externalImageOf,
  filesDropped,
  galleryOf,
  withGallery,
  withMainImage,
} from './gallery';

/** Changes what is given; a new image replaces the old file, which is then removed. */
export async function updateProduct(
  catalog: CatalogContext,
  id: ObjectId,
  input: UpdateProductBody,
  audit: RecordAudit,
  image?: NewImage,
): Promise<ProductDocument> {
  if (!image && Object.values(input).every((value) => value === undefined)) {
    throw new ValidationError('Nothing to update');
  }
  if (input.options) assertDistinctOptionLabels(input.options);
  const categoryId =
    input.product_category_id === undefined
      ? undefined
      : await resolveCategory(catalog, input.product_category_id);
  const newFileId = image ? await catalog.images.save(image.bytes, image.contentType) : null;
  const discardNewFile = async () => {
    if (newFileId) await catalog.images.remove(newFileId).catch(() => undefined);
  };

  let result;
  try {
    result = await catalog.products.mutate(
      id,
      (current) => {
        const changes = fieldChanges(input);
        if (categoryId) changes.product_category_id = categoryId;
        let gallery = galleryOf(current);
        let external = externalImageOf(current);
        if (newFileId && image) {
          // the product form's upload replaces the main image (the specs' one image); the gallery keeps the rest
          const main = { fileId: newFileId, width: image.width, height: image.height };
          gallery = withMainImage(gallery, current.imageFileId, main);
          external = null;
        } else if (input.image !== undefined && input.image !== current.image) {
          assertImageReference(input.image, current.image);
          gallery = withMainImage(gallery, current.imageFileId, null);
          // '' drops the main image: the next upload, if any, takes its place
          external = input.image === '' ? null : input.image;
        }
        if (input.options) {
          assertOptionImages(input.options, gallery);
          changes.options = mergeAdminStock(current.options, input.options);
        }
        return { ...changes, ...withGallery(external, gallery, changes.options ?? current.options) };
      },
      (previous, next) => {
        const [before, after] = [toProductDto(previous), toProductDto(next)];
        const resource = productEditResource(before, after);
        const entry = audit({ resource, resourceId: after._id, action: 'update', before, after });
        return [entry, ...adminStockEvents(previous, next, entry)];
      },
    );
  } catch (error) {
    await discardNewFile();
    throw error;
  }
  if (result.status === 'missing') {
    await discardNewFile();
    throw new NotFoundError('Product not found');
  }
  if (result.status === 'updated') {
    for (const fileId of filesDropped(result.previous, result.product)) await catalog.images.remove(fileId);
  }
  return result.product;
}

function fieldChanges(input: UpdateProductBody): ProductChanges {
  const changes: ProductChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.titleAr !== undefined) changes.titleAr = input.titleAr;
  if (input.descriptionAr !== undefined) changes.descriptionAr = input.descriptionAr;
  if (input.price !== undefined) changes.pricePiastres = toPiastres(input.price);
  if (input.oldPrice !== undefined) changes.oldPricePiastres = toPiastres(input.oldPrice);
  if (input.rating !== undefined) changes.rating = input.rating;
  if (input.reviews !== undefined) changes.reviews = input.reviews;
  const forSale = input.forSale ?? input.availability;
  if (forSale !== undefined) changes.availability = forSale;
  if (input.isBundle !== undefined) changes.isBundle = input.isBundle;
  if (input.bundleCount !== undefined) changes.bundleCount = input.bundleCount;
  return changes;
}
