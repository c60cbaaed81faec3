import { ADMIN, api } from '../../support/api';
import { adminApi, expectToast, logIn, openAdmin, unique, useBrowser } from './admin-support';

interface SiteConfig {
  slogan1: string;
}

describe('configuration', () => {
  const browser = useBrowser();
  let original: SiteConfig;

  beforeAll(async () => {
    original = (await api<SiteConfig>('/config')).body;
  });
  afterAll(async () => {
    await adminApi('/config', { method: 'PUT', body: { slogan1: original.slogan1 } });
  });

  it('when the admin changes Slogan 1 and saves, then the home page shows the new slogan', async () => {
    const page = browser.page();
    const slogan = `Glow on ${unique('e2e')}`;
    await openAdmin(page, '/admin');
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
    await page.getByLabel('Slogan 1', { exact: true }).fill(slogan);
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expectToast(page, 'Configuration updated successfully!');

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: slogan }).waitFor();
  });

  it('when the admin saves after the home page was shown in the same tab, then going back shows the new slogan', async () => {
    const page = browser.page();
    const slogan = `Glow again ${unique('e2e')}`;
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/'); // the home page reads the site configuration
    await page.locator('#new-arrivals [data-testid="product-card"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    // into the admin without a new document, as a link would: the home page's reads stay with the page
    await page.evaluate(() => {
      history.pushState({}, '', '/admin');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
    await page.getByLabel('Slogan 1', { exact: true }).fill(slogan);
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expectToast(page, 'Configuration updated successfully!');

    await page.goBack(); // the same document: the home page reads the configuration again, not its shared copy
    await page.getByRole('heading', { level: 1, name: slogan }).waitFor({ timeout: 10_000 });
  });

  it('when a statistic is out of its range, then the form is not sent', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin');
    const rating = page.getByLabel('Customer Rating (0-5)');
    await rating.fill('7');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    expect(await rating.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
    await page.waitForTimeout(1000); // a save would have toasted by now
    expect(await page.locator('[data-toast]').count()).toBe(0);
  });
});
