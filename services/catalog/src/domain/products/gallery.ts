import type { ProductOption, ProductOptionsInput } from '@shop/contracts';
import { ValidationError } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';
import { imagePath } from '../images/image-store';
import type { ProductChanges, ProductDocument, StoredProductImage } from './product-document';

/** The size the specs gave every product image: products stored before galleries are taken to be 400 × 400. */
const LEGACY_SIZE = 400;

/** A product's uploaded images, the first being its main one (decision 032). */
export function galleryOf(doc: Pick<ProductDocument, 'images' | 'imageFileId'>): StoredProductImage[] {
  if (doc.images) return doc.images;
  return doc.imageFileId ? [{ fileId: doc.imageFileId, width: LEGACY_SIZE, height: LEGACY_SIZE }] : [];
}

/** The main image when it is an http(s) URL the admin typed rather than an upload; else null. */
export function externalImageOf(doc: Pick<ProductDocument, 'image' | 'imageFileId'>): string | null {
  return doc.imageFileId === null && doc.image !== '' ? doc.image : null;
}

/** Every GridFS file a product owns. */
export function fileIdsOf(doc: Pick<ProductDocument, 'images' | 'imageFileId'>): ObjectId[] {
  const ids = galleryOf(doc).map((image) => image.fileId);
  if (doc.imageFileId && !ids.some((id) => id.equals(doc.imageFileId!))) ids.push(doc.imageFileId);
  return ids;
}

/** The files `previous` owned that `next` no longer does: removed once the write is stored. */
export function filesDropped(previous: ProductDocument, next: ProductDocument): ObjectId[] {
  const kept = fileIdsOf(next);
  return fileIdsOf(previous).filter((id) => !kept.some((k) => k.equals(id)));
}

/** Replaces (or, with null, removes) the main upload; with an external main image a new upload goes first. */
export function withMainImage(
  gallery: StoredProductImage[],
  mainFileId: ObjectId | null,
  replacement: StoredProductImage | null,
): StoredProductImage[] {
  const rest = mainFileId && gallery[0]?.fileId.equals(mainFileId) ? gallery.slice(1) : gallery;
  return replacement ? [replacement, ...rest] : rest;
}

/**
 * The stored fields that follow from a gallery: `image`/`imageFileId` are its first upload (the specs' API and
 * older clients read `image`), unless the admin's main image is an external URL; an option value whose image
 * left the gallery shows the main image again.
 */
export function withGallery(
  external: string | null,
  gallery: StoredProductImage[],
  options: ProductOption[],
): ProductChanges {
  const main = external ? null : (gallery[0] ?? null);
  const ids = new Set(gallery.map((image) => image.fileId.toHexString()));
  return {
    images: gallery,
    imageFileId: main?.fileId ?? null,
    image: external ?? (main ? imagePath(main.fileId) : ''),
    options: options.map((option) => ({
      ...option,
      values: option.values.map(({ image, ...value }) =>
        image && ids.has(image) ? { ...value, image } : value,
      ),
    })) as ProductOption[],
  };
}

/** An option value's image must be one of the product's uploads. */
export function assertOptionImages(options: ProductOptionsInput, gallery: StoredProductImage[]): void {
  const ids = new Set(gallery.map((image) => image.fileId.toHexString()));
  for (const option of options) {
    for (const value of option.values) {
      if (value.image && !ids.has(value.image.toLowerCase())) {
        throw new ValidationError('Option image must be one of the product images');
      }
    }
  }
}
