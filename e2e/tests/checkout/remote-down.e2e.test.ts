import { appUrl } from '../../support/browser';
import { listProducts, productTitled, seedCart, useBrowser } from './checkout-support';

/** Where the shell finds the checkout remote (remotes.json names it by localhost). */
const checkoutOrigin = () => appUrl(3002).replace('127.0.0.1', 'localhost');

describe('the checkout remote down', () => {
  const browser = useBrowser();

  it('when its files cannot be loaded, then the storefront still works and the cart slots show their fallback', async () => {
    const page = browser.page();
    const products = await listProducts();
    const cleanser = productTitled(products, 'Gentle Foaming Cleanser');
    await seedCart(page, [{ product: cleanser }]);
    await page.route(`${checkoutOrigin()}/**`, (route) => route.fulfill({ status: 404, body: 'Not found' }));

    await page.goto(`/products/${cleanser._id}`);
    await page.getByRole('heading', { name: cleanser.title }).waitFor();
    await page.locator('[data-remote-fallback="the cart count"]').waitFor();

    // The storefront's own cart call still works.
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.locator('[data-toast]', { hasText: `Added 1 ${cleanser.title} to cart!` }).waitFor();

    // The drawer slot shows the shell's fallback panel; the page behind keeps working.
    await page.getByRole('button', { name: 'Open cart' }).click();
    await page.locator('[data-remote-fallback="your cart"]').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/full-cart');
    await page.locator('[data-remote-fallback="your cart"]').waitFor();
    // Moving on inside the app (no reload) leaves the failed page's fallback behind.
    await page.getByRole('link', { name: 'Our Collection' }).first().click();
    await page.getByRole('heading', { name: 'Our Collection', level: 1 }).waitFor();
    await page.goto('/our-collection');
    await page.getByRole('heading', { name: 'Our Collection', level: 1 }).waitFor();
    await page.locator('[data-remote-fallback="the cart count"]').waitFor();
  });
});
