import type { Browser } from 'playwright-core';
import { api } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';

describe('the whole stack, as a visitor first meets it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when the API is asked for the catalogue, then the seeded products and categories come back', async () => {
    const products = await api<{ data: Array<{ title: string; price: number }> }>('/products');
    expect(products.status).toBe(200);
    expect(products.body.data.length).toBeGreaterThanOrEqual(16);
    const categories = await api<{ data: Array<{ title: string }> }>('/categories/');
    expect(categories.body.data.map((c) => c.title)).toContain('Unassigned Items');
  });

  it('when a visitor opens the home page, then the shell and the storefront remote render the shop', async () => {
    const { context, page } = await newPage(browser);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      await page.getByRole('link', { name: 'Our Collection' }).first().waitFor();
      // The hero comes from the storefront remote and the store name from the content service's configuration.
      await page.getByRole('heading', { name: 'Glow & Co. Cairo' }).first().waitFor();
      await page.getByRole('link', { name: 'Shop Now' }).filter({ visible: true }).first().waitFor();
      await page.screenshot({ path: 'e2e/artifacts/home.png', fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
