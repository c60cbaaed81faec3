import { api } from '../../support/api';
import { baseUrl } from '../../support/browser';
import {
  PNG,
  adminApi,
  field,
  confirmDelete,
  eventually,
  expectToast,
  openAdmin,
  unique,
  useBrowser,
} from './admin-support';

interface Category {
  _id: string;
  title: string;
}
interface Product {
  _id: string;
  title: string;
  price: number;
  image: string;
  product_category_id: string | null;
  options: Array<{ name: string; values: Array<{ label: string }> }>;
}

describe('products', () => {
  const browser = useBrowser();
  const created: string[] = [];

  afterAll(async () => {
    for (const id of created)
      await adminApi(`/categories/${id}`, { method: 'DELETE' }).catch(() => undefined);
  });

  it('when the admin adds a category and creates a product with an image and then replaces the image, then the catalog has them and serves the image', async () => {
    const page = browser.page();
    const home = unique('Lip Lab');

    await openAdmin(page, '/admin/products');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await field(dialog, 'Title').fill(home);
    await field(dialog, 'Description').fill('Tinted balms and glosses');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'Category added successfully!');
    await page.getByRole('tab', { name: home, selected: true }).waitFor();
    await page.getByText('0 product(s) in this category').waitFor();
    await page.getByText('No products in this category').waitFor();
    const categories = (await api<{ data: Category[] }>('/categories/')).body.data;
    const homeId = categories.find((category) => category.title === home)?._id as string;
    expect(homeId).toBeDefined();
    created.push(homeId);
    expect(categories[categories.length - 1]?.title).toBe('Unassigned Items');

    const title = unique('Berry Gloss');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL('**/admin/products/new**');
    await field(page, 'Title').fill(title);
    await field(page, 'Description').fill('A glossy balm with a berry tint.');
    await field(page, 'Price (EGP)').fill('249.5');
    await page.getByLabel('Old Price (EGP)').fill('300');
    expect(await page.getByLabel('Category').inputValue()).toBe(homeId);
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'gloss.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Color options').check();
    const color = page.getByRole('group', { name: 'Color 1' });
    await color.getByLabel('Label', { exact: true }).fill('Berry');
    await color.getByLabel('Hex').fill('#8e3b5f');
    await color.getByLabel('Stock').fill('12');
    expect(await page.getByRole('button', { name: 'Remove color 1' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Color' }).click();
    await page.getByRole('button', { name: 'Remove color 2' }).waitFor();
    await page.getByLabel('Bundle (the customer picks options for several items)').check();
    await page.getByLabel('Bundle count').fill('2');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expectToast(page, 'Product created successfully!');
    await page.waitForURL((url) => url.pathname === '/admin/products');

    const product = (await api<{ data: Product[] }>('/products')).body.data.find((p) => p.title === title);
    expect(product).toMatchObject({
      price: 249.5,
      oldPrice: 300,
      product_category_id: homeId,
      isBundle: true,
      bundleCount: 2,
    });
    expect(product?.options).toEqual([
      { name: 'Color', values: [{ label: 'Berry', hex: '#8e3b5f', stock: 12 }] },
    ]);
    expect(product?.image).toMatch(/^\/api\/images\//);
    const image = await fetch(`${baseUrl()}${product?.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    await page.getByRole('tab', { name: home }).click();
    await page.getByText('1 product(s) in this category').waitFor();
    const card = page.getByTestId('admin-product-card').filter({ hasText: title });
    await card.getByText('-17%').waitFor();
    await card.getByText('No ratings').waitFor();
    await card.getByText('Bundle of 2').waitFor();

    // A new image on edit travels as multipart and replaces the stored one.
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await field(page, 'Title').waitFor();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'gloss-2.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expectToast(page, 'Product updated successfully!');
    const updated = (await api<{ data: Product }>(`/products/${product?._id}`)).body.data;
    expect(updated.image).toMatch(/^\/api\/images\//);
    expect(updated.image).not.toBe(product?.image);
    expect(updated).toMatchObject({ title, price: 249.5, bundleCount: 2 });
    expect((await fetch(`${baseUrl()}${updated.image}`)).status).toBe(200);
    expect((await fetch(`${baseUrl()}${product?.image}`)).status).toBe(404);
  }, 120_000);

  it('when the admin edits, transfers and deletes a product, then the catalog follows each step', async () => {
    const page = browser.page();
    const from = (
      await adminApi<{ data: Category }>('/categories/', {
        method: 'POST',
        body: { title: unique('Serums'), description: 'Drops' },
      })
    ).data;
    const to = (
      await adminApi<{ data: Category }>('/categories/', {
        method: 'POST',
        body: { title: unique('Gift Sets'), description: 'Boxes' },
      })
    ).data;
    created.push(from._id, to._id);
    const title = unique('Vitamin C Serum');
    const product = (
      await adminApi<{ data: Product }>('/products', {
        method: 'POST',
        body: {
          title,
          description: 'Brightening serum',
          price: 420,
          product_category_id: from._id,
          image: 'http://127.0.0.1:9/serum.png',
        },
      })
    ).data;

    // Edit without a new image: a JSON update that sends the stored image back unchanged.
    await openAdmin(page, `/admin/products/edit/${product._id}`);
    await field(page, 'Title').waitFor();
    expect(await field(page, 'Title').inputValue()).toBe(title);
    const renamed = `${title} Deluxe`;
    await field(page, 'Title').fill(renamed);
    await field(page, 'Price (EGP)').fill('275.25');
    await page.getByLabel('Size options').check();
    await page.getByRole('group', { name: 'Size 1' }).getByLabel('Label', { exact: true }).fill('30 ml');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expectToast(page, 'Product updated successfully!');
    await page.waitForURL((url) => url.pathname === '/admin/products');
    const edited = (await api<{ data: Product }>(`/products/${product._id}`)).body.data;
    expect(edited).toMatchObject({
      title: renamed,
      price: 275.25,
      image: product.image,
      options: [{ name: 'Size', values: [{ label: '30 ml', stock: 0 }] }],
    });

    // Transfer to the other category.
    await page.getByRole('tab', { name: from.title }).click();
    const card = page.getByTestId('admin-product-card').filter({ hasText: renamed });
    await card.getByLabel('Transfer').selectOption({ label: to.title });
    await expectToast(page, 'Product transferred successfully!');
    await eventually(async () => {
      expect((await api<{ data: Product }>(`/products/${product._id}`)).body.data.product_category_id).toBe(
        to._id,
      );
    });
    await page.getByText('No products in this category').waitFor();

    // Delete it from its new tab, after typing DELETE.
    await page.getByRole('tab', { name: to.title }).click();
    await page
      .getByTestId('admin-product-card')
      .filter({ hasText: renamed })
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await confirmDelete(page);
    await expectToast(page, 'Product deleted successfully!');
    expect((await api(`/products/${product._id}`)).status).toBe(404);
  }, 120_000);

  it('when a picked file is not an image, then the form refuses it', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/products/new');
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, 'Please choose an image file (PNG, JPEG, WebP or GIF)');
    expect(await page.getByLabel('Image file').inputValue()).toBe('');
  });

  it('when no category is chosen, then saving says Please select a category', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/products/new');
    await field(page, 'Title').fill('Nameless');
    await field(page, 'Description').fill('No category yet');
    await field(page, 'Price (EGP)').fill('10');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expectToast(page, 'Please select a category');
  });
});
