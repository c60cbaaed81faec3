import { z } from 'zod';
import {
  OBJECT_ID_PATTERN,
  arabicText,
  URL_MAX,
  isHttpUrl,
  isoDateTime,
  nonEmptyString,
  objectId,
  price,
  money,
  starRating,
} from '../common';
import { BUNDLE_COUNT_MAX } from '../constants';
import { flexibleBoolean } from '../form-text';
import { PRODUCT_IMAGES_MAX, ProductImage } from './product-images';
import { ProductOption, ProductOptionsInput } from './product-options';

export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const REVIEWS_COUNT_MAX = 1_000_000_000;

export const PRODUCT_DEFAULTS = {
  rating: 0,
  reviews: 0,
  oldPrice: 0,
  bundleCount: 1,
  availability: true,
  isBundle: false,
  options: [],
  image: '',
} as const;

export const Product = z.object({
  _id: objectId,
  title: z.string(),
  description: z.string(),
  /** Arabic twins (decision 025): absent or '' where the admin has not written them. */
  titleAr: z.string().optional(),
  descriptionAr: z.string().optional(),
  price: money,
  oldPrice: money,
  image: z.string(),
  /** The uploaded images in the admin's order, the first being `image` (decision 032); absent in older snapshots. */
  images: z.array(ProductImage).optional(),
  /** For sale and not sold out: some option with no value left in stock makes a product sold out. */
  availability: z.boolean(),
  /** The admin's switch (the form's availability); optional in snapshots published before it existed. */
  forSale: z.boolean().optional(),
  product_category_id: objectId.nullable(),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().min(0),
  options: z.array(ProductOption),
  isBundle: z.boolean(),
  bundleCount: z.number().int().min(1),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.optional(),
});
export type Product = z.infer<typeof Product>;

const SELECT_CATEGORY = 'Please select a category';

/** null moves the product to Unassigned Items; missing or '' means the admin forgot to pick one. */
export const productCategoryRef = z
  .string({ error: (issue) => (issue.input === undefined ? SELECT_CATEGORY : undefined) })
  .min(1, { error: SELECT_CATEGORY, abort: true })
  .regex(OBJECT_ID_PATTERN, 'Unknown category')
  .nullable();

/** Where the product image lives: our own path (/api/images/...) or an http(s) URL; '' for none. */
export const productImageRef = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(
    (v) => v === '' || /^\/(?!\/)/.test(v) || isHttpUrl(v),
    'Image must be a site path or an http(s) URL',
  );

/*
 * Field rules without defaults: the update body is these fields made optional, and a default there
 * would silently reset a stored value (zod 4 applies defaults inside optional).
 */
export const productFields = {
  title: nonEmptyString(PRODUCT_TITLE_MAX),
  description: nonEmptyString(PRODUCT_DESCRIPTION_MAX),
  titleAr: arabicText(PRODUCT_TITLE_MAX),
  descriptionAr: arabicText(PRODUCT_DESCRIPTION_MAX),
  price,
  oldPrice: price,
  rating: starRating,
  reviews: z.number().int().min(0).max(REVIEWS_COUNT_MAX),
  availability: z.boolean(),
  image: productImageRef,
  product_category_id: productCategoryRef,
  options: ProductOptionsInput,
  isBundle: flexibleBoolean,
  bundleCount: z.number().int().min(1).max(BUNDLE_COUNT_MAX),
};

export const CreateProductBody = z.strictObject({
  ...productFields,
  oldPrice: productFields.oldPrice.default(PRODUCT_DEFAULTS.oldPrice),
  rating: productFields.rating.default(PRODUCT_DEFAULTS.rating),
  reviews: productFields.reviews.default(PRODUCT_DEFAULTS.reviews),
  availability: productFields.availability.default(PRODUCT_DEFAULTS.availability),
  image: productFields.image.default(PRODUCT_DEFAULTS.image),
  options: productFields.options.default([]),
  isBundle: productFields.isBundle.default(PRODUCT_DEFAULTS.isBundle),
  bundleCount: productFields.bundleCount.default(PRODUCT_DEFAULTS.bundleCount),
});
export type CreateProductBody = z.infer<typeof CreateProductBody>;
export type CreateProductInput = z.input<typeof CreateProductBody>;

/**
 * PUT /products/{id} as JSON; also the Transfer and Unassign calls (only product_category_id). A product sent
 * back whole carries `forSale`, the admin's switch, which then wins over the `availability` shoppers saw.
 */
export const UpdateProductBody = z
  .strictObject({
    ...productFields,
    forSale: z.boolean(),
    /** Read only here (a product sent back whole carries it): the gallery changes through /products/{id}/images. */
    images: z.array(ProductImage.strict()).max(PRODUCT_IMAGES_MAX),
  })
  .partial();
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;
export type UpdateProductInput = z.input<typeof UpdateProductBody>;

export const ProductListResponse = z.object({ data: z.array(Product) });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** GET /products/{id}; also the answer to create and update ("not shown" in the spec). */
export const ProductResponse = z.object({ data: Product });
export type ProductResponse = z.infer<typeof ProductResponse>;
