import type { Page } from 'playwright-core';
import { api } from '../../support/api';
import { useBrowser, warmHomeDataBlock } from './storefront-support';

interface Listed {
  _id: string;
  title: string;
  price: number;
  availability: boolean;
  createdAt: string;
}

/** The site content reads the shell and the storefront share (@shop/app-context). */
function recordSiteContentReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/config', '/api/social', '/api/stats'].includes(pathname)) reads.push(pathname);
  });
  return reads;
}

describe('browsing the catalogue', () => {
  const browser = useBrowser();
  let products: Listed[];

  beforeAll(async () => {
    products = (await api<{ data: Listed[] }>('/products')).body.data;
  });

  it('when a visitor opens the home page, then the hero, new arrivals and the contact section show', async () => {
    const page = browser.page();
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Now' }).first().waitFor();
    await page.locator('#new-arrivals [data-testid="product-card"]').first().waitFor();
    expect(await page.locator('#new-arrivals [data-testid="product-card"]').count()).toBe(
      Math.min(4, products.length),
    );
    const newest = [...products].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
    expect(await page.locator('#new-arrivals [data-testid="product-card"]').first().textContent()).toContain(
      newest?.title,
    );
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(await page.getByText('12.8 mins').or(page.getByText(/mins$/)).first().isVisible()).toBe(true);
  });

  it('when the home page loads, then the site content its data block carries is not asked for again', async () => {
    const page = browser.page();
    const reads = recordSiteContentReads(page);
    await warmHomeDataBlock();
    await page.goto('/');
    // the shell's layout (configuration, social links) and the storefront's home page and contact section
    // (configuration, statistics, social links) have all rendered, from `/`'s data block (docs/decisions/015)
    await page.locator('#new-arrivals [data-testid="product-card"]').first().waitFor();
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });

  it('when another page shows the site content, then the shell and the storefront ask for it once together', async () => {
    const page = browser.page();
    const reads = recordSiteContentReads(page);
    await page.goto('/about-us');
    // the shell's layout (configuration, social links) and the story page with its contact section
    // (configuration, statistics, social links)
    await page.getByRole('heading', { name: 'Our Story' }).waitFor();
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reads.sort()).toEqual(['/api/config', '/api/social', '/api/stats']);
  });

  it('when the visitor filters, sorts and pages, then the grid follows and filter changes return to page 1', async () => {
    const page = browser.page();
    await page.goto('/our-collection');
    await page.getByText(/^Displaying \d+ of \d+ Products$/).waitFor();
    expect(
      await page
        .getByText(`Displaying ${Math.min(6, products.length)} of ${products.length} Products`)
        .isVisible(),
    ).toBe(true);

    if (products.length > 6) {
      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
      await page.getByLabel('Sort by').selectOption('za');
      await page.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
    }

    const cheapest = [...products].sort((a, b) => a.price - b.price)[0];
    await page.getByLabel('Sort by').selectOption('priceAsc');
    // the address changes first and the grid follows it (the router renders in a transition)
    await page
      .locator('[data-testid="product-card"] h3')
      .first()
      .filter({ hasText: cheapest?.title })
      .waitFor();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzz-no-such-product');
    await page.getByText('No products found').waitFor();

    const target = products[0];
    await page
      .getByRole('searchbox', { name: 'Search products' })
      .fill(target?.title.slice(0, 5).toUpperCase() ?? '');
    await page.locator('[data-testid="product-card"]', { hasText: target?.title }).waitFor();
  });

  it('when In stock only is switched on, then sold-out products disappear', async () => {
    const page = browser.page();
    await page.goto('/our-collection');
    await page.getByText(/^Displaying/).waitFor();
    // the switch shows the URL's state, which the router updates in a transition: click, then wait for the URL
    await page.getByRole('switch', { name: 'In stock only' }).click();
    await page.waitForURL(/inStock=true/);
    const inStock = products.filter((p) => p.availability).length;
    await page.getByText(`Displaying ${Math.min(6, inStock)} of ${inStock} Products`).waitFor();
  });
});
