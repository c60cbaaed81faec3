import type { CreateCategoryBody, UpdateCategoryBody } from '@shop/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import { moveProducts } from '../products/move-products';
import type { CategoryDocument } from './category-document';

const PROTECTED = 'CATEGORY_PROTECTED';

export function createCategory(
  catalog: CatalogContext,
  input: CreateCategoryBody,
): Promise<CategoryDocument> {
  return catalog.categories.insert(input.title, input.description);
}

export async function updateCategory(
  catalog: CatalogContext,
  id: ObjectId,
  input: UpdateCategoryBody,
): Promise<CategoryDocument> {
  if (input._id !== undefined && input._id.toLowerCase() !== id.toHexString()) {
    throw new ValidationError('The category id in the body does not match the one in the path');
  }
  const current = await catalog.categories.findById(id);
  if (!current) throw new NotFoundError('Category not found');
  if (current.system && input.title !== current.title) {
    throw new ConflictError(`${current.title} cannot be renamed`, PROTECTED);
  }
  const updated = await catalog.categories.update(id, input.title, input.description);
  if (!updated) throw new NotFoundError('Category not found');
  return updated;
}

/** Deletes the category; its products go to Unassigned Items. Answers how many moved. */
export async function deleteCategory(catalog: CatalogContext, id: ObjectId): Promise<number> {
  const current = await catalog.categories.findById(id);
  if (!current) throw new NotFoundError('Category not found');
  if (current.system) throw new ConflictError(`${current.title} cannot be deleted`, PROTECTED);
  if (!(await catalog.categories.remove(id, catalog.unassignedCategoryId)))
    throw new NotFoundError('Category not found');
  return moveProducts(catalog.products, [id], catalog.unassignedCategoryId);
}

/** Deletes every category but Unassigned Items, which then holds every product. */
export async function deleteAllCategories(catalog: CatalogContext): Promise<number> {
  const removed = await catalog.categories.removeAllButUnassigned(catalog.unassignedCategoryId);
  await moveProducts(catalog.products, 'all', catalog.unassignedCategoryId);
  return removed.length;
}
