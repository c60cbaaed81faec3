import { CUSTOMER } from '../../support/api';
import { useBrowser } from './storefront-support';

describe('guards and fixed pages', () => {
  const browser = useBrowser();

  it('when an unknown path is opened, then the not-found page shows its texts', async () => {
    const page = browser.page();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Well, this is awkward...' }).waitFor();
    await page
      .getByText(
        'We searched high and low, but this page has vanished into the void. Maybe try again or head back home?',
      )
      .waitFor();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('when an anonymous visitor opens /admin, then they are sent to /login', async () => {
    const page = browser.page();
    await page.goto('/admin/products');
    // with the screen to come back to after logging in (issue 32)
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/admin/products',
    );
  });

  it('when a customer opens /admin, then they see the restricted page and no admin code is fetched', async () => {
    const page = browser.page();
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(':13003/') || request.url().includes(':3003/'))
        adminRequests.push(request.url());
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel(/^Password/).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login successful! Redirecting to your profile...').waitFor();
    await page.goto('/admin');
    await page.waitForURL('**/restricted-access');
    await page.getByRole('heading', { name: 'Oopsie!' }).waitFor();
    await page.getByRole('link', { name: 'Log in as Admin' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(adminRequests).toEqual([]);
  });
});
