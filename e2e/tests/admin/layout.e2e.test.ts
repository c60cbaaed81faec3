import { newPage } from '../../support/browser';
import { ADMIN } from '../../support/api';
import { openAdmin, useBrowser } from './admin-support';

describe('admin layout', () => {
  const browser = useBrowser();

  it('when an admin opens the back office, then the sidebar lists the 13 entries in order and the admin card links to /profile', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const labels = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(labels).toEqual([
      'Announcements',
      'All Users',
      'Orders',
      'FAQs',
      'Products',
      'Promotional Codes',
      'Messages',
      'Reviews',
      'Monetary',
      'Configuration',
      'Audit Log',
      'Go Back To Website',
      'Analytics',
    ]);
    expect(await nav.getByRole('link', { name: 'Configuration' }).getAttribute('aria-current')).toBe('page');
    const card = page.getByRole('link', { name: /^Your profile:/ });
    expect(await card.innerText()).toContain(ADMIN.email);
    await card.click();
    await page.waitForURL('**/profile');
  });

  it('when an unknown admin path is opened, then the not-found texts show inside the back office', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/no-such-screen');
    await page.getByRole('heading', { name: 'Well, this is awkward...' }).waitFor();
    await page
      .getByText(
        'We searched high and low, but this page has vanished into the void. Maybe try again or head back home?',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('when the window is narrower than 1024 px, then the sidebar starts closed, opens with its toggle and closes with Escape', async () => {
    const { context, page } = await newPage(browser.browser(), { width: 800, height: 900 });
    try {
      await openAdmin(page, '/admin/faqs');
      const sidebar = page.locator('#admin-sidebar');
      await expect(sidebar.isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page.getByRole('link', { name: 'Orders' }).waitFor();
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page.getByRole('link', { name: 'Orders' }).click();
      await page.waitForURL('**/admin/all-orders');
      await sidebar.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('when the window is wide, then the sidebar is open by default and its toggle closes it', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/faqs');
    await page.locator('#admin-sidebar').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close sidebar' }).first().click();
    await page.locator('#admin-sidebar').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await page.locator('#admin-sidebar').waitFor({ state: 'visible' });
  });
});
