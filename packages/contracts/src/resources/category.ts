import { z } from 'zod';
import { arabicText, isoDateTime, nonEmptyString, objectId } from '../common';

export const CATEGORY_TITLE_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1000;

export const Category = z.object({
  _id: objectId,
  title: z.string(),
  description: z.string(),
  /** Arabic twins (decision 025). */
  titleAr: z.string().optional(),
  descriptionAr: z.string().optional(),
  createdAt: isoDateTime.optional(),
  updatedAt: isoDateTime.optional(),
});
export type Category = z.infer<typeof Category>;

const categoryFields = {
  title: nonEmptyString(CATEGORY_TITLE_MAX),
  description: nonEmptyString(CATEGORY_DESCRIPTION_MAX),
  titleAr: arabicText(CATEGORY_TITLE_MAX),
  descriptionAr: arabicText(CATEGORY_DESCRIPTION_MAX),
};

export const CreateCategoryBody = z.strictObject(categoryFields);
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

/** The admin UI echoes `_id`; the route's id is authoritative, a different `_id` is the service's 400. */
export const UpdateCategoryBody = z.strictObject({ _id: objectId.optional(), ...categoryFields });
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

export const CategoryListResponse = z.object({ data: z.array(Category) });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

export const CategoryResponse = z.object({ data: Category });
export type CategoryResponse = z.infer<typeof CategoryResponse>;
