import { seedOnce } from '@shop/service-kit';
import type { Db } from 'mongodb';
import type { CatalogContext } from '../catalog-context';
import { DEMO_CATEGORIES_AR, DEMO_PRODUCTS_AR } from './demo-catalog-ar';
import { demoId } from './demo-ids';

const SEED_NAME = 'catalog-demo-arabic-v1';

/**
 * Gives a demo shop seeded before decision 025 its Arabic titles and descriptions, once. Only a demo document
 * that still has its demo English title and no Arabic title is written, so an admin's own texts are never
 * overwritten. (Option names in Arabic come with a fresh seed; stock-bearing options are not rewritten here.)
 */
export function seedArabicTexts(db: Db, catalog: CatalogContext): Promise<boolean> {
  return seedOnce(db, SEED_NAME, async () => {
    for (const [title, texts] of Object.entries(DEMO_CATEGORIES_AR)) {
      await catalog.categories.collection.updateOne(untranslated('category', title), { $set: texts });
    }
    for (const [title, texts] of Object.entries(DEMO_PRODUCTS_AR)) {
      await catalog.products.collection.updateOne(untranslated('product', title), { $set: texts });
    }
  });
}

function untranslated(kind: string, title: string) {
  return { _id: demoId(kind, title), title, titleAr: { $exists: false } };
}
