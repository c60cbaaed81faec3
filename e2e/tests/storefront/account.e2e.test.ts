import { CUSTOMER } from '../../support/api';
import { expectToast, uniqueEmail, useBrowser } from './storefront-support';

describe('accounts', () => {
  const browser = useBrowser();

  it('when a visitor signs up, logs in, edits the profile and logs out, then each step shows its notice', async () => {
    const page = browser.page();
    const email = uniqueEmail('mona');
    const password = 'Rose-Glow-2026';

    await page.goto('/signup');
    await page.getByLabel('First name').fill('Mona');
    await page.getByLabel('Last name').fill('Adel');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Signup successful! Redirecting to login page...').waitFor();
    await page.waitForURL('**/login', { timeout: 6000 });
    // The URL changes before the login page has replaced the signup page (same field labels): fields filled in
    // between would be the signup page's, and the login form would be sent empty.
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login successful! Redirecting to your profile...').waitFor();
    await page.waitForURL('**/profile', { timeout: 6000 });

    await page.getByRole('heading', { name: 'Mona Adel' }).waitFor();
    expect(await page.getByLabel('Account Type').inputValue()).toBe('User');
    expect(await page.getByText('N/A').count()).toBe(6);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectToast(page, 'Editing enabled.');
    await page.getByLabel('Job Title').fill('Makeup artist');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await page.getByText('Makeup artist', { exact: true }).waitFor();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByText('Please log in to view your profile.').waitFor();
  });

  it('when the password is wrong, then the server message is shown and the visitor stays on the page', async () => {
    const page = browser.page();
    await page.goto('/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('[data-notice="error"]').waitFor();
    expect(page.url()).toContain('/login');
  });
});
