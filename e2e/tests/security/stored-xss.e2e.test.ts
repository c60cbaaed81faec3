import type { Browser, Page } from 'playwright-core';
import { ADMIN, api, loginCookie } from '../../support/api';
import { baseUrl, launchBrowser, newPage } from '../../support/browser';

/** Markup that runs script the moment a screen puts it into the page as HTML instead of text. */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';

interface Probe {
  page: Page;
  dialogs: string[];
}

/**
 * ASVS 5.3.3: what visitors typed into a review or a contact message reaches the admin screens and the
 * storefront as text. Each screen is opened as the admin (the most valuable victim); after the text is on
 * screen, no handler ran, no element was made from it and no dialog opened.
 */
describe('stored script in reviews and messages stays inert in every screen', () => {
  let browser: Browser;
  let adminCookie: string;
  const tag = `xss${Date.now().toString(36)}`;
  const created: { review?: string; message?: string } = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    adminCookie = await loginCookie(ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    if (created.review) await api(`/review/${created.review}`, { method: 'DELETE', cookie: adminCookie });
    if (created.message) await api(`/messages/${created.message}`, { method: 'DELETE', cookie: adminCookie });
    await browser?.close();
  });

  /** A page signed in as the admin (the auth cookie the login page would set), recording any dialog. */
  async function openAsAdmin(path: string): Promise<Probe> {
    const { context, page } = await newPage(browser);
    const [name, value] = adminCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(path);
    return { page, dialogs };
  }

  async function expectInert({ page, dialogs }: Probe, visibleText: string): Promise<void> {
    await page.getByText(visibleText, { exact: false }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('script', { hasText: 'window.__xss' }).count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.context().close();
  }

  it('when a review carries script, then the admin reviews screen and the storefront show it as text', async () => {
    const review = await api<{ _id: string }>('/review', {
      method: 'POST',
      body: {
        name: `Mallory ${tag}`,
        email: `${tag}@example.com`,
        comment: `${IMG}${SCRIPT} ${tag}`,
        rating: 5,
      },
    });
    expect(review.status).toBe(201);
    created.review = review.body._id;
    const shown = await api(`/review/${review.body._id}`, {
      method: 'PUT',
      body: { visibility: true },
      cookie: adminCookie,
    });
    expect(shown.status).toBe(200);

    const adminScreen = await openAsAdmin('/admin/customer-reviews');
    await adminScreen.page.getByLabel('Search reviews').fill(tag);
    await expectInert(adminScreen, IMG);

    for (const storefrontPath of ['/', '/about-us']) {
      const storefront = await openAsAdmin(storefrontPath);
      await storefront.page.getByText('Customer Reviews').first().scrollIntoViewIfNeeded();
      await expectInert(storefront, `Mallory ${tag}`);
    }
  }, 90_000);

  it('when a contact message carries script, then the admin messages screen shows it as text', async () => {
    const email = `${tag}@example.com`;
    const message = await api<{ data: { _id: string } }>('/messages', {
      method: 'POST',
      body: { first_name: `Mallory ${IMG}`, last_name: tag, email, message: `${IMG}${SCRIPT}` },
    });
    expect(message.status).toBe(201);
    created.message = message.body.data._id;

    const adminScreen = await openAsAdmin('/admin/messages');
    await adminScreen.page.getByLabel('Search messages').fill(email);
    await expectInert(adminScreen, SCRIPT);
  }, 90_000);
});
