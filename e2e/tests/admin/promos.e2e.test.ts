import { api } from '../../support/api';
import {
  adminApi,
  atCheckoutWithOwnProduct,
  confirmDelete,
  expectToast,
  openAdmin,
  unique,
  useBrowser,
} from './admin-support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('promotional codes', () => {
  const browser = useBrowser();

  it('when the admin creates a code, then a shopper can apply it at checkout; after its deletion it is refused', async () => {
    const page = browser.page();
    const code = unique('E2E')
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 24)
      .toUpperCase();
    await openAdmin(page, '/admin/promotional-codes');
    const form = page.getByRole('form', { name: 'Create promotional code' });
    await form.getByLabel('Promo Code').fill(code);
    await form.getByLabel('Discount Type').selectOption('percentage');
    await form.getByLabel('Discount Value').pressSequentially('1a5%');
    expect(await form.getByLabel('Discount Value').inputValue()).toBe('15');
    await form.getByLabel('Start Date').fill(day(-1));
    await form.getByLabel('Expiration Date').fill(day(7));
    await form.getByRole('button', { name: 'Create Promo Code' }).click();
    await expectToast(page, 'Promotional code created successfully');

    const stored = (
      await adminApi<{
        data: Array<{
          _id: string;
          promo_code: string;
          start_date: string;
          expiration_date: string;
          discountValue: number;
        }>;
      }>('/promo')
    ).data.find((promo) => promo.promo_code === code);
    expect(stored).toMatchObject({
      discountValue: 15,
      start_date: `${day(-1)}T00:00:00.000Z`,
      expiration_date: `${day(7)}T23:59:59.000Z`,
    });

    const validation = await api<{ discountAmount: number }>('/promo/validate', {
      method: 'POST',
      body: { promoCode: code, subtotal: 1000, email: `${unique('buyer')}@example.com` },
    });
    expect(validation.status).toBe(200);
    expect(validation.body.discountAmount).toBe(150);

    // A shopper applies it at checkout: 15% of 200.00 EGP.
    await atCheckoutWithOwnProduct(browser.browser(), 200, 'Hydra Mist', async (shopper) => {
      await shopper.getByLabel('Email Address').fill(`${unique('shopper')}@example.com`);
      await shopper.getByPlaceholder('Enter promo code').fill(code);
      await shopper.getByRole('button', { name: 'Apply' }).click();
      await shopper.locator('[data-promo-applied]').waitFor();
      expect(await shopper.locator('[data-row="discount"] dd').innerText()).toContain('30.00 EGP');
    });

    await page.getByLabel('Search promotional codes').fill(code.toLowerCase());
    const card = page.getByTestId('promo-card').filter({ hasText: code });
    await card.getByText('15% off').waitFor();
    expect(await page.getByTestId('promo-card').count()).toBe(1);

    await card.getByRole('button', { name: `Edit ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${code}` });
    await dialog.getByLabel('Discount Value').fill('20');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Promotional code updated successfully');
    await card.getByText('20% off').waitFor();

    await card.getByRole('button', { name: `Delete ${code}` }).click();
    await confirmDelete(page);
    await expectToast(page, 'Promotional code deleted successfully');
    const refused = await api('/promo/validate', {
      method: 'POST',
      body: { promoCode: code, subtotal: 1000, email: `${unique('late')}@example.com` },
    });
    expect(refused.status).toBe(400);
  }, 90_000);

  it('when the server refuses a code, then the toast says so and the reason shows under the form', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/promotional-codes');
    const form = page.getByRole('form', { name: 'Create promotional code' });
    await form.getByLabel('Promo Code').fill('X');
    await form.getByRole('button', { name: 'Create Promo Code' }).click();
    await expectToast(page, 'Failed to create promotional code');
    await form.getByRole('alert').waitFor();
  });
});
