import { useBrowser } from './storefront-support';

describe('a remote that cannot be loaded', () => {
  const browser = useBrowser();

  it('when the storefront remote is blocked, then its slot shows a fallback, the rest works, and Retry loads it without a reload', async () => {
    const page = browser.page();
    let blocked = true;
    await page.route('**/mf-manifest.json', (route) =>
      blocked && route.request().url().includes('3001/') ? route.abort('connectionrefused') : route.continue(),
    );

    await page.goto('/');
    const fallback = page.locator('[data-remote-fallback="the home page"]');
    await fallback.waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Collection' }).waitFor();

    // The shell's own pages keep working.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.goBack();
    await fallback.waitFor();

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    blocked = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.locator('#new-arrivals').waitFor();
    expect(navigations).toEqual([]);
  });
});
