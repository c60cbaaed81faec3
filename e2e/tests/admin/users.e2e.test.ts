import { api } from '../../support/api';
import { newPage } from '../../support/browser';
import { adminApi, confirmDelete, expectToast, logIn, openAdmin, unique, useBrowser } from './admin-support';

interface User {
  _id: string;
  email: string;
  is_admin: boolean;
  gender?: string;
}

describe('users', () => {
  const browser = useBrowser();

  it('when the admin promotes a customer, then that customer sees the Admin Dashboard link after signing in', async () => {
    const email = `${unique('promoted')}@example.com`;
    const password = 'Promoted-Pass-1';
    const first = unique('Laila');
    const signup = await api<{ user: User }>('/auth/signup', {
      method: 'POST',
      body: { first_name: first, last_name: 'Kamal', email, password },
    });
    expect(signup.status).toBe(201);

    const page = browser.page();
    await openAdmin(page, '/admin/all-users');
    await page.getByText('Total Users').waitFor();
    await page.getByLabel('Search users').fill(email);
    const customers = page.getByRole('region', { name: 'Customers (1)' });
    await customers.getByRole('row').filter({ hasText: email }).waitFor();
    await customers.getByRole('button', { name: `Promote ${first} Kamal` }).click();
    await expectToast(page, 'User updated successfully!');
    await page
      .getByRole('region', { name: 'Administrators (1)' })
      .getByRole('row')
      .filter({ hasText: email })
      .waitFor();

    const { context, page: promoted } = await newPage(browser.browser());
    try {
      await logIn(promoted, email, password);
      await promoted.goto('/');
      await promoted.getByRole('link', { name: 'Admin Dashboard' }).click();
      await promoted.waitForURL('**/admin');
      await promoted.getByRole('heading', { name: 'Configuration' }).waitFor();
    } finally {
      await context.close();
    }

    await page.getByRole('button', { name: `Delete ${first} Kamal` }).click();
    await confirmDelete(page);
    await expectToast(page, 'User deleted successfully');
    await page.getByText('No users found matching your search criteria.').waitFor();
  }, 90_000);

  it('when the admin edits a user, then the email cannot change and the other fields are saved', async () => {
    const email = `${unique('edited')}@example.com`;
    const created = await api<{ user: User }>('/auth/signup', {
      method: 'POST',
      body: { first_name: 'Sara', last_name: 'Fathy', email, password: 'Edited-Pass-1' },
    });
    expect(created.status).toBe(201);
    try {
      const page = browser.page();
      await openAdmin(page, '/admin/all-users');
      await page.getByLabel('Search users').fill(email);
      await page.getByRole('button', { name: 'Edit Sara Fathy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit User' });
      expect(await dialog.getByLabel('Email').isDisabled()).toBe(true);
      expect(await dialog.getByLabel('Gender').inputValue()).toBe('Other');
      await dialog.getByLabel('City').fill('Giza');
      await dialog.getByLabel('Gender').selectOption('Female');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'User updated successfully!');
      const stored = await adminApi<{ user: User & { address?: { city?: string } } }>(
        `/auth/users/${created.body.user._id}`,
      );
      expect(stored.user).toMatchObject({ email, gender: 'Female', address: { city: 'Giza' } });
    } finally {
      await adminApi(`/auth/users/${created.body.user._id}`, { method: 'DELETE' }).catch(() => undefined);
    }
  }, 90_000);
});
