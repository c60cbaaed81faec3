import { api } from '../../support/api';
import { adminApi, atCheckoutWithOwnProduct, expectToast, openAdmin, useBrowser } from './admin-support';

interface Settings {
  _id: string;
  defaultShippingValue: number;
  shippingRates: Array<{ city: string; value: number; deliveryDays?: { min: number; max: number } }>;
  taxes: Array<{ taxName: string; taxNameAr?: string; value: number }>;
  freeShippingThreshold?: number;
  freeShippingCities?: string[];
  defaultDeliveryDays?: { min: number; max: number };
  pricesIncludeTax?: boolean;
}

describe('monetary settings', () => {
  const browser = useBrowser();
  let original: Settings;

  beforeAll(async () => {
    original = (await api<Settings[]>('/taxShipping')).body[0] as Settings;
  });
  // the restore sends no pricesIncludeTax: the body's default turns VAT-inclusive prices off again
  afterAll(async () => {
    const { defaultShippingValue, shippingRates, taxes, freeShippingThreshold, freeShippingCities, defaultDeliveryDays } =
      original;
    await adminApi(`/taxShipping/${original._id}`, {
      method: 'PUT',
      body: {
        defaultShippingValue,
        shippingRates: shippingRates.map(({ city, value, deliveryDays }) => ({
          city,
          value,
          ...(deliveryDays ? { deliveryDays } : {}),
        })),
        taxes: taxes.map(({ taxName, taxNameAr, value }) => ({ taxName, ...(taxNameAr ? { taxNameAr } : {}), value })),
        freeShippingThreshold,
        freeShippingCities,
        ...(defaultDeliveryDays ? { defaultDeliveryDays } : {}),
      },
    });
  });

  it('when the admin changes a city rate and saves, then the public settings and the checkout carry it', async () => {
    const page = browser.page();
    const rate = (40 + Math.floor(Math.random() * 50) + 0.25).toFixed(2);
    await openAdmin(page, '/admin/monetary');
    await page.getByLabel('Luxor', { exact: true }).fill(rate);
    await page.getByLabel('Default shipping value (EGP)').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings saved successfully!');

    const settings = (await api<Settings[]>('/taxShipping')).body[0] as Settings;
    expect(settings.shippingRates.find((r) => r.city === 'Luxor')?.value).toBe(Number(rate));
    expect(settings.defaultShippingValue).toBe(0);

    await atCheckoutWithOwnProduct(browser.browser(), 120, 'Travel Kit', async (shopper) => {
      await shopper.getByLabel('City').selectOption({ label: `Luxor (${rate} EGP)` });
      await shopper
        .locator('[data-row="shipping"] dd', { hasText: `${rate} EGP` })
        .first()
        .waitFor();
    });
  }, 90_000);

  it('when a tax is added with its Arabic name and removed, then each change is saved at once', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/monetary');
    const add = page.getByRole('button', { name: 'Add Tax' });
    await page.getByLabel('New tax name', { exact: true }).fill('E2E Levy');
    const arabic = page.getByLabel('New tax name (Arabic)');
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    await arabic.fill('رسم تجريبي');
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('New tax rate (%)').fill('1.5');
    await add.click();
    await expectToast(page, 'Tax added successfully!');
    let settings = (await api<Settings[]>('/taxShipping')).body[0] as Settings;
    expect(settings.taxes).toContainEqual(
      expect.objectContaining({ taxName: 'E2E Levy', taxNameAr: 'رسم تجريبي', value: 1.5 }),
    );
    // the row now shows it in its own Arabic field, right to left
    const row = page.getByTestId('tax-row').filter({ has: page.locator('input[value="E2E Levy"]') });
    await row.getByLabel('Tax name (Arabic)').waitFor();
    expect(await row.getByLabel('Tax name (Arabic)').inputValue()).toBe('رسم تجريبي');

    await page.getByRole('button', { name: 'Remove E2E Levy' }).click();
    await expectToast(page, 'Tax removed successfully!');
    settings = (await api<Settings[]>('/taxShipping')).body[0] as Settings;
    expect(settings.taxes.some((tax) => tax.taxName === 'E2E Levy')).toBe(false);
  });

  it('when the admin sets a free-shipping threshold and ticks a city, then the settings keep the rule; an empty threshold saves 0', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/monetary');
    await page.getByLabel('Free shipping threshold (EGP)').fill('750');
    const alexandria = page.getByLabel('Free shipping to Alexandria');
    if (!(await alexandria.isChecked())) await alexandria.check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings saved successfully!');
    let settings = (await api<Settings[]>('/taxShipping')).body[0] as Settings;
    expect(settings.freeShippingThreshold).toBe(750);
    expect(settings.freeShippingCities).toContain('Alexandria');

    await page.getByLabel('Free shipping threshold (EGP)').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    // the first save's toast may still show: wait for the settings themselves
    for (let tries = 0; settings.freeShippingThreshold !== 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      settings = (await api<Settings[]>('/taxShipping')).body[0] as Settings;
    }
    expect(settings.freeShippingThreshold).toBe(0);
  });

  it('when the admin says shelf prices include the taxes, then the checkout shows "includes VAT" and the total is the shelf price plus shipping', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/monetary');
    await page.getByLabel(/Shelf prices include these taxes/).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings saved successfully!');
    const settings = (await api<Settings[]>('/taxShipping')).body[0] as Settings;
    expect(settings).toMatchObject({ pricesIncludeTax: true, taxes: [{ taxName: 'VAT', value: 14 }] });
    const luxor = settings.shippingRates.find((rate) => rate.city === 'Luxor')!.value;

    await atCheckoutWithOwnProduct(browser.browser(), 114, 'Inclusive Kit', async (shopper) => {
      await shopper.getByLabel('City').selectOption({ label: `Luxor (${luxor.toFixed(2)} EGP)` });
      // 114 EGP holds 14.00 EGP of VAT (114 × 14 / 114); the total adds only the shipping
      await shopper.locator('[data-row="tax"] dd', { hasText: 'includes VAT 14.00 EGP' }).first().waitFor();
      await shopper
        .locator('[data-row="total"] dd', { hasText: `${(114 + luxor).toFixed(2)} EGP` })
        .first()
        .waitFor();
    });
  }, 90_000);
});
