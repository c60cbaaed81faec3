import { signUp } from '../../support/api';
import { baseUrl } from '../../support/browser';
import { linkInMail } from '../../support/maildev';
import { uniqueEmail, useBrowser } from './storefront-support';

describe('forgot password (issue 32)', () => {
  const browser = useBrowser();

  it('when a shopper asks for a reset link from the login page and follows it from MailDev, then the new password signs in', async () => {
    const email = uniqueEmail('huda');
    await signUp({ first_name: 'Huda', last_name: 'Kamel', email, password: 'the-forgotten-one' });

    const page = browser.page();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this email, we have sent a link').waitFor();

    const link = await linkInMail(email, `${baseUrl()}/reset-password?token=`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^Password/).fill('a-remembered-one');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed. Redirecting to login page...').waitFor();
    await page.waitForURL('**/login', { timeout: 6000 });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('a-remembered-one');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login successful! Redirecting to your profile...').waitFor();
    await page.waitForURL('**/profile', { timeout: 6000 });
    await page.getByRole('heading', { name: 'Huda Kamel' }).waitFor();

    // the link worked once
    await page.goto(link);
    await page.getByLabel(/^Password/).fill('a-third-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This reset link is invalid or has expired').waitFor();
  });
});
