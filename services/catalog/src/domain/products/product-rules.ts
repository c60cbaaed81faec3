import type { ProductOptionsInput } from '@shop/contracts';
import { ValidationError } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';

/** Stock is kept per value label, so two values of one option may not share a label. */
export function assertDistinctOptionLabels(options: ProductOptionsInput): void {
  for (const option of options) {
    const labels = option.values.map((value) => value.label.toLowerCase());
    if (new Set(labels).size !== labels.length) {
      throw new ValidationError(`Each ${option.name} value needs its own label`);
    }
  }
}

/**
 * An image given as text may be '' (none) or an http(s) URL; one of our own paths only as the
 * product's current image (the admin form sends it back unchanged). New images come as files.
 */
export function assertImageReference(image: string, currentImage: string): void {
  if (image.startsWith('/') && image !== currentImage) {
    throw new ValidationError('Upload the image as a file');
  }
}

/** null means Unassigned Items; any other id must be a category that exists. */
export async function resolveCategory(catalog: CatalogContext, id: string | null): Promise<ObjectId> {
  if (id === null) return catalog.unassignedCategoryId;
  const categoryId = new ObjectId(id);
  if (!(await catalog.categories.exists(categoryId))) throw new ValidationError('Unknown category');
  return categoryId;
}
