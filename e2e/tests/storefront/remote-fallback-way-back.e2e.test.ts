import type { Page } from 'playwright-core';
import { ADMIN } from '../../support/api';
import { appUrl } from '../../support/browser';
import { logIn } from '../admin/admin-support';
import { useBrowser } from './storefront-support';

/** Every request for one remote's files fails, as when its server is down. */
async function blockRemote(page: Page, usualPort: number): Promise<void> {
  const port = new URL(appUrl(usualPort)).port;
  await page.route((url) => url.port === port, (route) => route.abort('connectionrefused'));
}

describe('a full-page remote that cannot be loaded never strands the user', () => {
  const browser = useBrowser();

  it('when the admin remote is down, then /admin shows its fallback with a link back to the shop, which works', async () => {
    const page = browser.page();
    await logIn(page, ADMIN.email, ADMIN.password);
    await blockRemote(page, 3003);
    await page.goto('/admin');
    const fallback = page.locator('[data-remote-fallback="the admin dashboard"]');
    await fallback.waitFor();
    await fallback.getByRole('link', { name: 'Back to the shop' }).click();
    await page.locator('#new-arrivals').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('when the checkout remote is down, then the cart page offers the way back, and the shop works', async () => {
    const page = browser.page();
    await blockRemote(page, 3002);
    await page.goto('/full-cart');
    const fallback = page.locator('[data-remote-fallback="your cart"]').last();
    await fallback.getByRole('link', { name: 'Back to the shop' }).click();
    await page.locator('#new-arrivals').waitFor();
  });

  it('when the storefront remote is down, then a storefront page offers the way back and the navigation stays', async () => {
    const page = browser.page();
    await blockRemote(page, 3001);
    await page.goto('/our-collection');
    const fallback = page.locator('[data-remote-fallback="our collection"]');
    await fallback.getByRole('link', { name: 'Back to the shop' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    // Home is the storefront's too: its fallback is shown, without a link to where the user already is.
    await page.locator('[data-remote-fallback="the home page"]').waitFor();
    expect(await page.locator('[data-remote-fallback="the home page"]').getByRole('link').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Collection' }).waitFor();
  });
});
