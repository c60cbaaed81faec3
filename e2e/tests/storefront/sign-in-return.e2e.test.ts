import { ADMIN, CUSTOMER } from '../../support/api';
import { useBrowser } from './storefront-support';

describe('sign-in brings people back (issue 32)', () => {
  const browser = useBrowser();

  it('when staff open /admin signed out and log in, then they end on /admin, not the profile', async () => {
    const page = browser.page();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/admin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login successful! Taking you back...').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 6000 });
  });

  it('when a signed-in shopper opens /login or /signup, then they go straight to /profile', async () => {
    const page = browser.page();
    await page.goto('/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel(/^Password/).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login successful! Redirecting to your profile...').waitFor();
    await page.waitForURL('**/profile', { timeout: 6000 });

    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await page.waitForURL('**/profile', { timeout: 3000 });
    }
  });

  it('when returnTo names another site, then the login ends on /profile as the spec says', async () => {
    const page = browser.page();
    await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel(/^Password/).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login successful! Redirecting to your profile...').waitFor();
    await page.waitForURL('**/profile', { timeout: 6000 });
  });
});
