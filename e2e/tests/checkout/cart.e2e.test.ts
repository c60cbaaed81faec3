import { cartOf, eventually, listProducts, productTitled, seedCart, shownFigures, textOf, useBrowser, type ListedProduct } from './checkout-support';

describe('the cart badge and drawer', () => {
  const browser = useBrowser();
  let products: ListedProduct[];

  beforeAll(async () => {
    products = await listProducts();
  });

  it('when a visitor adds from the storefront, then the badge and the drawer show it without a reload', async () => {
    const page = browser.page();
    const shampoo = productTitled(products, 'Keratin Smooth Shampoo');
    await page.goto(`/products/${shampoo._id}`);
    // A reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.locator('[data-cart-count="1"]').waitFor();

    // The same product in another size is another distinct item.
    await page.locator('label', { hasText: '750 ml' }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.locator('[data-cart-count="2"]').waitFor();

    const cartButton = page.getByRole('button', { name: 'Open cart' });
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.getByRole('button', { name: 'View Full Cart' }).waitFor();
    expect(await drawer.locator('[data-line]').count()).toBe(2);
    expect(await textOf(drawer)).toContain('Size: 750 ml');
    expect(await textOf(drawer.locator('[data-row="shipping"] dd'))).toBe('Calculated on checkout');
    const figures = await shownFigures(drawer);
    expect(figures.subtotal).toBe(379.98); // 189.99 twice
    expect(figures.taxes).toEqual([{ label: 'VAT (14%)', amount: 53.2 }]);
    expect(figures.total).toBe(433.18); // no shipping in the drawer

    // decision 032: the line's 72 px picture is drawn from the renditions, never the uploaded original (Chromium
    // takes the product page's larger rendition it already holds rather than fetch the 160 px one)
    const picture = drawer.locator('[data-line] img').first();
    expect(await picture.getAttribute('srcset')).toMatch(/^\/api\/images\/[0-9a-f]{24}\/160\.webp 160w, /);
    expect(await picture.getAttribute('sizes')).toBe('72px');
    await eventually(async () =>
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/api\/images\/[0-9a-f]{24}\/(160|320|640|1080)\.(avif|webp)$/,
      ),
    );

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await cartButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('when quantities change in the drawer, then it shows what the server confirmed, and minus stops at 1', async () => {
    const page = browser.page();
    const mascara = productTitled(products, 'Lash Lift Volume Mascara');
    const sessionId = await seedCart(page, [{ product: mascara }]);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const minus = drawer.getByRole('button', { name: `Decrease quantity of ${mascara.title}` });
    await minus.waitFor();
    expect(await minus.isDisabled()).toBe(true);

    await drawer.getByRole('button', { name: `Increase quantity of ${mascara.title}` }).click();
    await drawer.locator('output[data-quantity="2"]').waitFor();
    expect((await cartOf(sessionId))[0]?.quantity).toBe(2);
    expect(await minus.isDisabled()).toBe(false);
    expect((await shownFigures(drawer)).subtotal).toBe(579);

    await drawer.getByRole('button', { name: `Remove ${mascara.title}` }).click();
    await drawer.getByText('Your cart is empty').waitFor();
    await page.locator('[data-cart-count]').waitFor({ state: 'detached' });
    expect(await cartOf(sessionId)).toEqual([]);

    // Tab stays inside the drawer.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);

    await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.waitForURL('**/our-collection');
    await drawer.waitFor({ state: 'detached' });
  });
});

describe('the full cart', () => {
  const browser = useBrowser();
  let products: ListedProduct[];

  beforeAll(async () => {
    products = await listProducts();
  });

  it('when a quantity changes, then the row shows it before the server answers and the server keeps it', async () => {
    const page = browser.page();
    const serum = productTitled(products, 'Hydra Boost Serum');
    const sessionId = await seedCart(page, [{ product: serum, selectedOptions: [{ name: 'Size', value: '30 ml' }] }]);
    let releaseUpdate: () => void = () => undefined;
    await page.route('**/api/cart/update', async (route) => {
      await new Promise<void>((resolve) => (releaseUpdate = resolve));
      await route.continue();
    });

    await page.goto('/full-cart');
    await page.getByRole('heading', { name: 'Your Cart', level: 1 }).waitFor();
    const row = page.locator('[data-line]', { hasText: serum.title });
    expect(await textOf(row)).toContain('Size: 30 ml');
    expect(await textOf(row.locator('[data-unit-price]'))).toBe('549.00 EGP each');
    await page.getByText('To calculate shipping rates, go to checkout').waitFor();

    await row.getByRole('button', { name: `Increase quantity of ${serum.title}` }).click();
    await row.locator('output[data-quantity="2"]').waitFor(); // optimistic: the server has not answered
    expect(await textOf(row.locator('[data-line-total]'))).toBe('1098.00 EGP');
    expect((await cartOf(sessionId))[0]?.quantity).toBe(1);

    releaseUpdate();
    await eventually(async () => expect((await cartOf(sessionId))[0]?.quantity).toBe(2));
    const summary = page.getByRole('complementary', { name: 'Summary' });
    await eventually(async () => expect((await shownFigures(summary)).total).toBe(1251.72)); // 1098 + 153.72

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
  });

  it('when the server refuses a quantity (over the stock), then the row rolls back and says why', async () => {
    const page = browser.page();
    const { product, value, stock } = scarcestValue(products);
    const sessionId = await seedCart(page, [{ product, quantity: stock, selectedOptions: [{ name: 'Size', value }] }]);
    await page.goto('/full-cart');
    const row = page.locator('[data-line]', { hasText: product.title });
    await row.locator(`output[data-quantity="${stock}"]`).waitFor();

    await row.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    const notice = page.getByRole('alert');
    await notice.waitFor();
    expect(await textOf(notice)).toMatch(new RegExp(`^Only ${stock} left of ${product.title}`));
    await row.locator(`output[data-quantity="${stock}"]`).waitFor();
    expect((await cartOf(sessionId))[0]?.quantity).toBe(stock);
  });

  it('when an update fails without a reason, then it rolls back with Request failed with status {status}', async () => {
    const page = browser.page();
    const lotion = productTitled(products, 'Shea Butter Body Lotion');
    await seedCart(page, [{ product: lotion, quantity: 2 }]);
    await page.route('**/api/cart/update', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>busy</h1>' }));
    await page.goto('/full-cart');
    const row = page.locator('[data-line]', { hasText: lotion.title });
    await row.getByRole('button', { name: `Decrease quantity of ${lotion.title}` }).click();
    await page.getByRole('alert').getByText('Request failed with status 503').waitFor();
    await row.locator('output[data-quantity="2"]').waitFor();
  });

  it('when a row is removed, then it leaves at once, the badge follows, and an empty cart says so', async () => {
    const page = browser.page();
    const salts = productTitled(products, 'Lavender Bath Salts');
    const scrub = productTitled(products, 'Coffee Scrub Body Polish');
    const sessionId = await seedCart(page, [{ product: salts }, { product: scrub }]);
    await page.goto('/full-cart');
    await page.locator('[data-cart-count="2"]').waitFor();
    await page.getByRole('button', { name: `Remove ${salts.title}` }).click();
    await page.locator('[data-cart-count="1"]').waitFor();
    await page.getByRole('button', { name: `Remove ${scrub.title}` }).click();
    await page.getByText('Your cart is empty').waitFor();
    await page.getByRole('button', { name: 'Continue Shopping' }).waitFor();
    expect(await cartOf(sessionId)).toEqual([]);
  });
});

/** The size with the fewest units left (at least 1, at most 98), so one more is over the stock. */
function scarcestValue(products: ListedProduct[]): { product: ListedProduct; value: string; stock: number } {
  const candidates = products
    .filter((product) => product.availability && !product.isBundle && product.options.length === 1 && product.options[0]?.name === 'Size')
    .flatMap((product) => (product.options[0]?.values ?? []).map((value) => ({ product, value: value.label, stock: value.stock })))
    .filter((candidate) => candidate.stock >= 1 && candidate.stock <= 98)
    .sort((a, b) => a.stock - b.stock);
  const scarcest = candidates[0];
  if (!scarcest) throw new Error('no product size with a small stock in the demo catalogue');
  return scarcest;
}
