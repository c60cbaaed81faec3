import { startCatalog, type CatalogTestbed } from './support/catalog-app';

let bed: CatalogTestbed;
beforeAll(async () => {
  bed = await startCatalog({ seed: true });
}, 120_000);
afterAll(() => bed.close());

interface Listed {
  _id: string;
  title: string;
  price: number;
  oldPrice: number;
  image: string;
  availability: boolean;
  isBundle: boolean;
  bundleCount: number;
  product_category_id: string;
  options: Array<{ name: string; values: Array<{ label: string; hex?: string; stock: number }> }>;
}

describe('demo seed', () => {
  it('when the catalog starts on an empty database, then the demo shop is there', async () => {
    const categories = (await bed.app.inject('/api/categories/')).json().data as Array<{
      _id: string;
      title: string;
    }>;
    expect(categories.map((c) => c.title)).toEqual([
      'Makeup',
      'Skincare',
      'Haircare',
      'Fragrance',
      'Bath & Body',
      'Unassigned Items',
    ]);
    const products = (await bed.app.inject('/api/products')).json().data as Listed[];
    expect(products.length).toBeGreaterThanOrEqual(16);
    expect(products.find((p) => p.title === 'Velvet Matte Lipstick')).toMatchObject({
      price: 349,
      oldPrice: 420,
    });
    expect(products.filter((p) => p.oldPrice > p.price).length).toBeGreaterThan(3);
    const soldOut = products.filter((p) => !p.availability);
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    for (const p of soldOut)
      expect(p.options.flatMap((o) => o.values).every((v) => v.stock === 0)).toBe(true);
    const bundles = products.filter((p) => p.isBundle);
    expect(bundles.length).toBeGreaterThanOrEqual(2);
    for (const p of bundles) expect(p.bundleCount).toBeGreaterThanOrEqual(2);
    const colours = products
      .flatMap((p) => p.options)
      .filter((o) => o.name === 'Color')
      .flatMap((o) => o.values);
    expect(colours.every((v) => /^#[0-9a-f]{6}$/.test(v.hex ?? ''))).toBe(true);
    expect(products.some((p) => p.options.some((o) => o.name === 'Size'))).toBe(true);
    const categoryIds = new Set(categories.map((c) => c._id));
    expect(products.every((p) => categoryIds.has(p.product_category_id))).toBe(true);
  });

  it('when a demo picture is asked for, then a PNG is served', async () => {
    const [first] = (await bed.app.inject('/api/products')).json().data as Listed[];
    const image = await bed.app.inject(first!.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('when the catalog starts again on the same database, then nothing is seeded twice', async () => {
    const before = (await bed.app.inject('/api/products')).json().data.length;
    const again = await bed.replica();
    expect((await again.inject('/api/products')).json().data.length).toBe(before);
    expect((await again.inject('/api/categories/')).json().data.length).toBe(6);
  });
});
