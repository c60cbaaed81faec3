import { PRODUCT_IMAGES_MAX, type ReorderProductImagesBody } from '@shop/contracts';
import { NotFoundError, ValidationError } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import type { RecordAudit } from '../audit';
import type { NewImage } from './new-image';
import type { ProductChanges, ProductDocument, StoredProductImage } from './product-document';
import { toProductDto } from './product-dto';
import { externalImageOf, filesDropped, galleryOf, withGallery } from './gallery';

type GalleryEdit = (gallery: StoredProductImage[], current: ProductDocument) => StoredProductImage[];

/** One gallery write: the new list, the main image and option images that follow, the audit, dropped files removed. */
async function editGallery(
  catalog: CatalogContext,
  id: ObjectId,
  audit: RecordAudit,
  edit: GalleryEdit,
  onFailure: () => Promise<void> = async () => undefined,
): Promise<ProductDocument> {
  let result;
  try {
    result = await catalog.products.mutate(
      id,
      (current): ProductChanges =>
        withGallery(externalImageOf(current), edit(galleryOf(current), current), current.options),
      (previous, next) => {
        const [before, after] = [toProductDto(previous), toProductDto(next)];
        return [audit({ resource: 'product', resourceId: after._id, action: 'update', before, after })];
      },
    );
  } catch (error) {
    await onFailure();
    throw error;
  }
  if (result.status === 'missing') {
    await onFailure();
    throw new NotFoundError('Product not found');
  }
  if (result.status === 'updated') {
    for (const fileId of filesDropped(result.previous, result.product)) await catalog.images.remove(fileId);
  }
  return result.product;
}

/** POST /products/{id}/images: the upload goes last in the gallery (first, and main, when there is none). */
export async function addProductImage(
  catalog: CatalogContext,
  id: ObjectId,
  image: NewImage,
  alt: string | undefined,
  audit: RecordAudit,
): Promise<ProductDocument> {
  const fileId = await catalog.images.save(image.bytes, image.contentType);
  const entry: StoredProductImage = {
    fileId,
    width: image.width,
    height: image.height,
    ...(alt ? { alt } : {}),
  };
  return editGallery(
    catalog,
    id,
    audit,
    (gallery) => {
      if (gallery.length >= PRODUCT_IMAGES_MAX) {
        throw new ValidationError(`A product has at most ${PRODUCT_IMAGES_MAX} images`);
      }
      return [...gallery, entry];
    },
    () => catalog.images.remove(fileId).catch(() => undefined),
  );
}

/** PUT /products/{id}/images: the same images in a new order, with their alt texts. */
export async function reorderProductImages(
  catalog: CatalogContext,
  id: ObjectId,
  body: ReorderProductImagesBody,
  audit: RecordAudit,
): Promise<ProductDocument> {
  return editGallery(catalog, id, audit, (gallery) => {
    const wanted = body.images.map((image) => image.id.toLowerCase());
    const current = gallery.map((image) => image.fileId.toHexString());
    if (
      wanted.length !== current.length ||
      new Set(wanted).size !== wanted.length ||
      wanted.some((w) => !current.includes(w))
    ) {
      throw new ValidationError("Send each of the product's images once");
    }
    return body.images.map(({ id: imageId, alt }) => {
      const { fileId, width, height } = gallery.find((g) => g.fileId.equals(new ObjectId(imageId)))!;
      return { fileId, width, height, ...(alt ? { alt } : {}) };
    });
  });
}

/** DELETE /products/{id}/images/{imageId}: the next image becomes the main one; its file and renditions go. */
export async function deleteProductImage(
  catalog: CatalogContext,
  id: ObjectId,
  imageId: ObjectId,
  audit: RecordAudit,
): Promise<ProductDocument> {
  return editGallery(catalog, id, audit, (gallery) => {
    if (!gallery.some((image) => image.fileId.equals(imageId))) throw new NotFoundError('Image not found');
    return gallery.filter((image) => !image.fileId.equals(imageId));
  });
}
