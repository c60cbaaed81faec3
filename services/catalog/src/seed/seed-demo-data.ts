import { toPiastres, type ProductOption } from '@shop/contracts';
import { isDuplicateKeyError, seedOnce } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from 'mongodb';
import type { CatalogContext } from '../catalog-context';
import { titleKeyOf } from '../domain/categories/category-document';
import { imagePath } from '../domain/images/image-store';
import type { ProductDocument } from '../domain/products/product-document';
import { demoId } from './demo-ids';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-catalog';
import { DEMO_CATEGORIES_AR, DEMO_PRODUCTS_AR, arabicOptionLabel } from './demo-catalog-ar';
import { seedArabicTexts } from './seed-arabic-texts';
import { hexToRgb, swatchPng } from './png';

const SEED_NAME = 'catalog-demo-v1';

/** The demo shop: five categories and twenty products with pictures, written once into a database. */
export async function seedDemoData(
  db: Db,
  catalog: CatalogContext,
  logger: FastifyBaseLogger,
): Promise<void> {
  const seeded = await seedOnce(db, SEED_NAME, async () => {
    const base = Date.now() - DEMO_PRODUCTS.length * 3_600_000;
    for (const [index, category] of DEMO_CATEGORIES.entries()) {
      const createdAt = new Date(base - (DEMO_CATEGORIES.length - index) * 60_000);
      const doc = {
        _id: demoId('category', category.title),
        ...category,
        ...DEMO_CATEGORIES_AR[category.title],
        titleKey: titleKeyOf(category.title),
      };
      await insertUnlessThere(
        catalog.categories.collection.insertOne({ ...doc, createdAt, updatedAt: createdAt }),
      );
    }
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      await seedProduct(catalog, product, new Date(base + index * 3_600_000));
    }
  });
  // Databases seeded before the demo spoke Arabic get its Arabic texts once (decision 025).
  const translated = await seedArabicTexts(db, catalog);
  if (seeded || translated) catalog.cache.invalidateAll();
  if (seeded) {
    logger.info(
      { products: DEMO_PRODUCTS.length, categories: DEMO_CATEGORIES.length },
      'demo catalog seeded',
    );
  }
}

async function seedProduct(catalog: CatalogContext, demo: DemoProduct, createdAt: Date): Promise<void> {
  const id = demoId('product', demo.title);
  const imageId = demoId('image', demo.title);
  if (!(await catalog.images.find(imageId)))
    await catalog.images.save(swatchPng(hexToRgb(demo.tint)), 'image/png', imageId);
  const product: Omit<ProductDocument, '_id'> = {
    title: demo.title,
    description: demo.description,
    ...DEMO_PRODUCTS_AR[demo.title],
    pricePiastres: toPiastres(demo.price),
    oldPricePiastres: toPiastres(demo.oldPrice ?? 0),
    image: imagePath(imageId),
    imageFileId: imageId,
    images: [{ fileId: imageId, width: 400, height: 400 }],
    availability: !demo.soldOut,
    product_category_id: demoId('category', demo.category),
    rating: demo.rating,
    reviews: demo.reviews,
    options: withArabicLabels(demo.options),
    isBundle: demo.bundleCount !== undefined,
    bundleCount: demo.bundleCount ?? 1,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    stockOps: [],
  };
  await insertUnlessThere(catalog.products.collection.insertOne({ _id: id, ...product }));
}

/** Each option value with its Arabic name beside the English label. */
function withArabicLabels(options: ProductOption[]): ProductOption[] {
  return options.map((option) => ({
    ...option,
    values: option.values.map((value) => {
      const labelAr = arabicOptionLabel(value.label);
      return labelAr ? { ...value, labelAr } : value;
    }),
  })) as ProductOption[];
}

/** Upserts with `$setOnInsert` lose empty arrays on FerretDB 1.24, so the seed inserts and ignores duplicates. */
async function insertUnlessThere(insert: Promise<unknown>): Promise<void> {
  try {
    await insert;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
