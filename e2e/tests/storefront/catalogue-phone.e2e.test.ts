import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api } from '../../support/api';
import { baseUrl, newPage, useBrowser } from '../../support/browser';
import { eventually } from '../../support/eventually';

// Issue 33 items 3-4 on a 390 × 844 phone: the catalogue's state is its address (filters, sort and page survive
// Back from a product and a pasted link, first paint included), the filters open in an accessible sheet, and the
// first products show within the first screen (catalogue) and the first two (home).
// SCREENSHOTS=<folder> also saves the catalogue and home at 390 and 1366 px in English and Arabic.

interface Listed {
  _id: string;
  title: string;
  price: number;
  availability: boolean;
  product_category_id: string;
}

const PHONE = { width: 390, height: 844 };
const COUNT_LINE = /^Displaying \d+ of \d+ Products$/;

describe('the catalogue on a phone', () => {
  const browser = useBrowser(PHONE);
  let page: Page;
  let products: Listed[];

  beforeAll(async () => {
    products = (await api<{ data: Listed[] }>('/products')).body.data;
    // page 2 of the in-stock products needs more than one page of them in the demo shop
    expect(products.filter((product) => product.availability).length).toBeGreaterThan(6);
  });
  beforeEach(() => {
    page = browser.page();
  });

  const cardTitles = (on: Page = page) => on.locator('[data-testid="product-card"] h3').allTextContents();
  const countLine = (on: Page = page) => on.getByText(COUNT_LINE).textContent();

  it('when filtered, sorted and paged, a product opened and Back pressed, then the same list shows', async () => {
    await page.goto('/our-collection');
    await page.getByText(COUNT_LINE).waitFor();
    const opener = page.getByRole('button', { name: 'Filters' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    // the switch shows the URL's state, which the router updates in a transition: click, then wait for the URL
    // (check() reads the state at once and may find it unchanged)
    await sheet.getByRole('switch', { name: 'In stock only' }).click();
    await page.waitForURL(/inStock=true/);
    await sheet.getByLabel('Sort by').selectOption('priceAsc');
    await page.waitForURL(/sort=priceAsc/);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).search).toBe('?inStock=true&sort=priceAsc');

    const firstPage = await cardTitles();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).search).toBe('?inStock=true&sort=priceAsc&page=2');
    // the URL moves first and the cards follow when the router's transition renders; the count line may read the
    // same on both pages, so wait for the second page's cards themselves
    const titles = await eventually(async () => {
      const shownNow = await cardTitles();
      expect(shownNow).not.toEqual(firstPage);
      return shownNow;
    });
    const inStock = products.filter((product) => product.availability);
    const shown = Math.min(6, inStock.length - 6);
    expect(await countLine()).toBe(`Displaying ${shown} of ${inStock.length} Products`);
    const prices = titles.map((title) => inStock.find((product) => product.title === title)?.price ?? NaN);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.locator('[data-testid="product-card"] h3 a').first().click();
    await page.waitForURL(/\/products\//);
    await page.goBack();
    await page.waitForURL(/page=2/);
    await page.getByText(COUNT_LINE).waitFor();
    expect(new URL(page.url()).search).toBe('?inStock=true&sort=priceAsc&page=2');
    expect(await cardTitles()).toEqual(titles);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Back once more undoes the page, then the filters, one step each
    await page.goBack();
    await page.waitForURL((url) => url.search === '?inStock=true&sort=priceAsc');
  });

  it('when the sheet is open, then Tab stays inside it and the search box filters as it is typed', async () => {
    await page.goto('/our-collection');
    await page.getByText(COUNT_LINE).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    const historyLength = await page.evaluate(() => history.length);
    // typed without pauses: the box keeps every letter while the address follows
    await sheet.getByLabel('Search products').pressSequentially('serum');
    await page.waitForURL((url) => url.search === '?q=serum');
    // typing replaces the address: no history entry per letter
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await sheet.getByRole('button', { name: /^Show results \(\d+\)$/ }).click();
    const serums = products.filter((product) => product.title.toLowerCase().includes('serum'));
    expect(await countLine()).toBe(`Displaying ${Math.min(6, serums.length)} of ${serums.length} Products`);
  });

  it('when a filtered address is pasted, then its first paint and the page show that same list', async () => {
    const counts = new Map<string, number>();
    for (const product of products)
      counts.set(product.product_category_id, (counts.get(product.product_category_id) ?? 0) + 1);
    const [category] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const address = `/our-collection?category=${category}&sort=za`;
    const expected = products
      .filter((product) => product.product_category_id === category)
      .map((product) => product.title)
      .sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }))
      .slice(0, 6);

    // the server's paint alone, as a crawler or a slow phone sees it before the scripts run
    const context = await browser.browser().newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const painted = await context.newPage();
    await painted.goto(address);
    expect(await painted.locator('.fp-card-title').allTextContents()).toEqual(expected);
    await context.close();

    await page.goto(address);
    await page.locator('[data-testid="product-card"]').first().waitFor();
    expect(await cardTitles()).toEqual(expected);
    expect(await page.getByRole('button', { name: 'Filters' }).isVisible()).toBe(true);
  });

  it('when the catalogue and the home page open, then the first products are within the first screens', async () => {
    await page.goto('/our-collection');
    const cards = page.locator('[data-testid="product-card"]');
    await cards.nth(1).waitFor();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    console.log(`catalogue at 390 px: first card y = ${first?.y}, second card x = ${second?.x}`);
    expect(first!.y).toBeLessThan(844);
    expect(second!.y).toBe(first!.y); // two columns: the second card is beside the first
    await page.goto('/');
    const arrival = page.locator('#new-arrivals [data-testid="product-card"]').first();
    await arrival.waitFor();
    const box = await arrival.boundingBox();
    console.log(`home at 390 px: first new arrival y = ${box?.y}`);
    expect(box!.y).toBeLessThan(2 * 844);
  });

  it('when a product page is read on a phone, then Add to Cart stays at the bottom of the screen', async () => {
    const product = products.find((candidate) => candidate.availability)!;
    await page.goto(`/products/${product._id}`);
    const add = page.getByRole('button', { name: /^Add (Bundle )?to Cart$/ });
    await add.waitFor();
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.SCREENSHOTS, 'issue33-product-en-390.png') });
    // the bar's own place in the page (just above Copy Link) is below the fold: only sticking shows it
    expect((await page.getByRole('button', { name: 'Copy Link' }).boundingBox())!.y).toBeGreaterThan(844);
    for (const scrollY of [0, 300]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrollY);
      const box = (await add.boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
  });

  const folder = process.env.SCREENSHOTS;
  (folder ? it : it.skip)(
    'when screenshots are asked for, then the catalogue and home are saved in both languages',
    async () => {
      fs.mkdirSync(folder!, { recursive: true });
      for (const width of [390, 1366]) {
        for (const language of ['en', 'ar']) {
          const { context, page: shot } = await newPage(browser.browser(), {
            width,
            height: width === 390 ? 844 : 900,
          });
          const prefix = language === 'ar' ? '/ar' : '';
          await shot.goto(`${prefix}/our-collection`);
          await shot.locator('[data-testid="product-card"] img').first().waitFor();
          await shot.waitForLoadState('networkidle');
          await shot.screenshot({
            path: path.join(folder!, `issue33-catalogue-${language}-${width}.png`),
            fullPage: width === 390,
          });
          await shot.goto(`${prefix}/`);
          await shot.locator('#new-arrivals [data-testid="product-card"]').first().waitFor();
          await shot.waitForLoadState('networkidle');
          await shot.screenshot({
            path: path.join(folder!, `issue33-home-${language}-${width}.png`),
            clip: { x: 0, y: 0, width, height: 2 * (width === 390 ? 844 : 900) },
            fullPage: true,
          });
          await context.close();
        }
      }
    },
  );
});
