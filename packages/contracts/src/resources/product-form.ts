import { z } from 'zod';
import { booleanFromText, jsonFromText, nullFromText, numberFromText } from '../form-text';
import { CreateProductBody, productFields } from './product';

/*
 * Multipart product forms: every field arrives as text and `options` as JSON text. The text is
 * converted first, then the very rules of the JSON bodies apply, so both routes accept the same
 * products. The image file itself is not a text field; the catalog reads it from the multipart
 * stream and checks its bytes.
 */

const create = CreateProductBody.shape;

export const CreateProductForm = z.strictObject({
  title: create.title,
  description: create.description,
  titleAr: create.titleAr,
  descriptionAr: create.descriptionAr,
  price: numberFromText(create.price),
  oldPrice: numberFromText(create.oldPrice),
  rating: numberFromText(create.rating),
  reviews: numberFromText(create.reviews),
  availability: booleanFromText(create.availability),
  image: create.image,
  product_category_id: nullFromText(create.product_category_id),
  options: jsonFromText(create.options),
  isBundle: booleanFromText(create.isBundle),
  bundleCount: numberFromText(create.bundleCount),
});
export type CreateProductForm = z.infer<typeof CreateProductForm>;

const f = productFields;

/** PUT /products/{id} as multipart (a new image file is given): any subset; a blank field is "unchanged". */
export const UpdateProductForm = z.strictObject({
  title: f.title.optional(),
  description: f.description.optional(),
  titleAr: f.titleAr,
  descriptionAr: f.descriptionAr,
  price: numberFromText(f.price.optional()),
  oldPrice: numberFromText(f.oldPrice.optional()),
  rating: numberFromText(f.rating.optional()),
  reviews: numberFromText(f.reviews.optional()),
  availability: booleanFromText(f.availability.optional()),
  image: f.image.optional(),
  product_category_id: nullFromText(f.product_category_id.optional()),
  options: jsonFromText(f.options.optional()),
  isBundle: booleanFromText(f.isBundle.optional()),
  bundleCount: numberFromText(f.bundleCount.optional()),
});
export type UpdateProductForm = z.infer<typeof UpdateProductForm>;
