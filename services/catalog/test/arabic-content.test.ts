import { testing } from '@shop/service-kit';
import { MongoClient } from 'mongodb';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/seed/demo-catalog';
import { buildProduct, createCategory, productFormFields } from './support/builders';
import { useCatalog } from './support/use-catalog';

/* Decision 025: products and categories keep optional Arabic twins beside the English texts. */

const bed = useCatalog({ seed: true }, 120_000);

const post = (url: string, payload: object) =>
  bed.app.inject({ method: 'POST', url, headers: bed.admin, payload });
const put = (url: string, payload: object) =>
  bed.app.inject({ method: 'PUT', url, headers: bed.admin, payload });

const arabicProduct = buildProduct({
  title: 'Vitamin C Serum',
  titleAr: 'سيروم فيتامين سي',
  descriptionAr: 'سيروم يومي يمنح البشرة إشراقة.',
  options: [{ name: 'Size', values: [{ label: '30 ml', labelAr: '30 مل', stock: 4 }] }],
});

describe('products in Arabic', () => {
  it('when a product is created with Arabic texts, then they are stored and read back beside the English', async () => {
    const created = await post('/api/products', arabicProduct);
    expect(created.statusCode).toBe(201);
    const read = (await bed.app.inject(`/api/products/${created.json().data._id}`)).json().data;
    expect(read).toMatchObject({
      title: 'Vitamin C Serum',
      titleAr: 'سيروم فيتامين سي',
      descriptionAr: 'سيروم يومي يمنح البشرة إشراقة.',
      options: [{ name: 'Size', values: [{ label: '30 ml', labelAr: '30 مل', stock: 4 }] }],
    });
  });

  it('when an edit changes only the Arabic title, then the English fields stay; an empty one clears it', async () => {
    const id = (await post('/api/products', arabicProduct)).json().data._id as string;
    const edited = await put(`/api/products/${id}`, { titleAr: 'كريم مرطّب' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Vitamin C Serum', titleAr: 'كريم مرطّب' });
    const cleared = await put(`/api/products/${id}`, { titleAr: '' });
    expect(cleared.json().data).toMatchObject({ title: 'Vitamin C Serum', titleAr: '' });
  });

  it('when the admin form posts multipart with Arabic fields, then they are stored', async () => {
    const res = await bed.sendForm({
      fields: productFormFields({ titleAr: 'أحمر شفاه', descriptionAr: 'لون يدوم.' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ titleAr: 'أحمر شفاه', descriptionAr: 'لون يدوم.' });
  });

  it('when an Arabic title is longer than the English limit, then it is a 400 naming the field', async () => {
    const res = await post('/api/products', buildProduct({ titleAr: 'س'.repeat(201) }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('titleAr');
  });

  it('when a product is created without Arabic, then its answer has no Arabic fields', async () => {
    const res = await post('/api/products', buildProduct({ title: 'Plain Balm' }));
    expect(res.json().data).not.toHaveProperty('titleAr');
  });
});

describe('categories in Arabic', () => {
  it('when a category is created and edited with Arabic names, then they are kept', async () => {
    const category = await createCategory(bed.app, bed.adminToken, {
      titleAr: 'عطور',
      descriptionAr: 'عطور شرقية.',
    });
    expect(category).toMatchObject({ titleAr: 'عطور', descriptionAr: 'عطور شرقية.' });
    const edited = await put(`/api/categories/${category._id}`, {
      title: category.title,
      description: category.description,
      titleAr: 'العطور',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ titleAr: 'العطور', descriptionAr: 'عطور شرقية.' });
  });
});

describe('the demo shop in Arabic', () => {
  const hasArabic = (text: unknown) => typeof text === 'string' && /[\u0600-\u06FF]/.test(text);

  it('when the demo is seeded, then every demo product and category has an Arabic title and description', async () => {
    const products = (await bed.app.inject('/api/products')).json().data as Array<Record<string, unknown>>;
    for (const demo of DEMO_PRODUCTS) {
      const product = products.find((p) => p.title === demo.title)!;
      expect([demo.title, hasArabic(product.titleAr), hasArabic(product.descriptionAr)]).toEqual([
        demo.title,
        true,
        true,
      ]);
    }
    const serum = products.find((p) => p.title === 'Hydra Boost Serum') as {
      options: Array<{ values: object[] }>;
    };
    expect(serum.options[0]!.values[0]).toMatchObject({ label: '30 ml', labelAr: '30 مل' });
    const categories = (await bed.app.inject('/api/categories/')).json().data as Array<
      Record<string, unknown>
    >;
    for (const demo of DEMO_CATEGORIES) {
      const category = categories.find((c) => c.title === demo.title)!;
      expect([demo.title, hasArabic(category.titleAr), hasArabic(category.descriptionAr)]).toEqual([
        demo.title,
        true,
        true,
      ]);
    }
  });

  it('when a demo shop seeded before Arabic starts again, then its Arabic texts are added once', async () => {
    const client = await MongoClient.connect(testing.testMongoUrl);
    try {
      const db = client.db(bed.dbName);
      await db.collection('products').updateMany({}, { $unset: { titleAr: '', descriptionAr: '' } });
      await db.collection('_seeds').deleteOne({ _id: 'catalog-demo-arabic-v1' as never });
      const again = await bed.replica();
      const products = (await again.inject('/api/products')).json().data as Array<Record<string, unknown>>;
      const perfume = products.find((p) => p.title === 'Oud Rose Eau de Parfum');
      expect(perfume).toMatchObject({ titleAr: 'عطر عود وورد أو دو بارفان' });
      // the admin's own products, not demo ones, are left alone
      expect(products.find((p) => p.title === 'Plain Balm')).not.toHaveProperty('titleAr');
    } finally {
      await client.close();
    }
  });
});
