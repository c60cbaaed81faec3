import { api } from '../../support/api';
import { expectToast, useBrowser } from './storefront-support';

interface Listed {
  _id: string;
  title: string;
  availability: boolean;
  isBundle: boolean;
  bundleCount: number;
  options: Array<{ name: string; values: Array<{ label: string }> }>;
}

describe('a product page', () => {
  const browser = useBrowser();
  let products: Listed[];

  beforeAll(async () => {
    products = (await api<{ data: Listed[] }>('/products')).body.data;
  });

  it('when the id does not exist, then it says Product not found!', async () => {
    const page = browser.page();
    await page.goto('/products/0123456789abcdef01234567');
    await page.getByText('Product not found!').waitFor();
  });

  it('when a visitor adds a product, then the cart API keeps it under the stored session and cart:updated is raised', async () => {
    const product = products.find((p) => p.availability && !p.isBundle);
    if (!product) throw new Error('the demo catalogue has no available single product');
    const page = browser.page();
    await page.goto(`/products/${product._id}`);
    await page.getByRole('heading', { name: product.title }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { cartEvents: number }).cartEvents = 0;
      window.addEventListener('cart:updated', () => (window as unknown as { cartEvents: number }).cartEvents++);
    });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

    await expectToast(page, `Added 2 ${product.title} to cart!`);
    expect(await page.evaluate(() => (window as unknown as { cartEvents: number }).cartEvents)).toBe(1);
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toBeTruthy();
    const cart = await api<{ cart: { items: Array<{ product: { _id: string }; quantity: number }> } }>(
      `/cart?sessionId=${sessionId}`,
    );
    expect(cart.body.cart.items).toEqual([expect.objectContaining({ product: expect.objectContaining({ _id: product._id }), quantity: 2 })]);
  });

  it('when the product is a bundle, then each item has its own required pickers and the bundle notice shows', async () => {
    const bundle = products.find((p) => p.availability && p.isBundle && p.options.length > 0);
    if (!bundle) return; // the demo data decides; the unit tests cover the picker rules
    const page = browser.page();
    await page.goto(`/products/${bundle._id}`);
    await page.getByRole('button', { name: 'Add Bundle to Cart' }).waitFor();
    const pickers = await page.locator('[data-picker]').count();
    expect(pickers).toBe(bundle.bundleCount * bundle.options.filter((o) => o.values.length > 0).length);
    await page.getByRole('button', { name: 'Add Bundle to Cart' }).click();
    await expectToast(page, `Added bundle of ${bundle.title} to cart!`);
  });
});
