import type { CreateCategoryBody, UpdateCategoryBody } from '@shop/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import { bulkDeletionSummary, type RecordAudit } from '../audit';
import { moveProducts } from '../products/move-products';
import { categoryTexts, toCategoryDto, type CategoryDocument } from './category-document';

const PROTECTED = 'CATEGORY_PROTECTED';

export function createCategory(
  catalog: CatalogContext,
  input: CreateCategoryBody,
  audit: RecordAudit,
): Promise<CategoryDocument> {
  return catalog.categories.insert(categoryTexts(input), (created) => {
    const after = toCategoryDto(created);
    return [audit({ resource: 'category', resourceId: after._id, action: 'create', before: null, after })];
  });
}

export async function updateCategory(
  catalog: CatalogContext,
  id: ObjectId,
  input: UpdateCategoryBody,
  audit: RecordAudit,
): Promise<CategoryDocument> {
  if (input._id !== undefined && input._id.toLowerCase() !== id.toHexString()) {
    throw new ValidationError('The category id in the body does not match the one in the path');
  }
  const current = await catalog.categories.findById(id);
  if (!current) throw new NotFoundError('Category not found');
  if (current.system && input.title !== current.title) {
    throw new ConflictError(`${current.title} cannot be renamed`, PROTECTED);
  }
  const updatedAt = new Date();
  const texts = categoryTexts(input);
  const [before, after] = [current, { ...current, ...texts, _id: id, updatedAt }].map(toCategoryDto);
  const entry = audit({
    resource: 'category',
    resourceId: id.toHexString(),
    action: 'update',
    before,
    after,
  });
  const updated = await catalog.categories.update(id, texts, [entry], updatedAt);
  if (!updated) throw new NotFoundError('Category not found');
  return updated;
}

/** Deletes the category; its products go to Unassigned Items. Answers how many moved. */
export async function deleteCategory(
  catalog: CatalogContext,
  id: ObjectId,
  audit: RecordAudit,
): Promise<number> {
  const current = await catalog.categories.findById(id);
  if (!current) throw new NotFoundError('Category not found');
  if (current.system) throw new ConflictError(`${current.title} cannot be deleted`, PROTECTED);
  const before = toCategoryDto(current);
  const entry = audit({
    resource: 'category',
    resourceId: before._id,
    action: 'delete',
    before,
    after: null,
  });
  if (!(await catalog.categories.remove(id, catalog.unassignedCategoryId, [entry])))
    throw new NotFoundError('Category not found');
  return moveProducts(catalog.products, [id], catalog.unassignedCategoryId);
}

/** Deletes every category but Unassigned Items, which then holds every product. */
export async function deleteAllCategories(catalog: CatalogContext, audit: RecordAudit): Promise<number> {
  const removed = await catalog.categories.removeAllButUnassigned(catalog.unassignedCategoryId, (ids) => {
    const before = bulkDeletionSummary(ids.map((id) => id.toHexString()));
    return [audit({ resource: 'category', resourceId: null, action: 'delete', before, after: null })];
  });
  await moveProducts(catalog.products, 'all', catalog.unassignedCategoryId);
  return removed.length;
}
