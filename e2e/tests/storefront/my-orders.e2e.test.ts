import { ADMIN, api, loginCookie } from '../../support/api';
import {
  fillShipping,
  listProducts,
  productTitled,
  seedCart,
  shippingDetails,
  textOf,
} from '../checkout/checkout-support';
import { uniqueEmail, useBrowser } from './storefront-support';

/** Issue 20: a customer's orders on their profile, kept fresh while the page is open. */
describe('my orders', () => {
  const browser = useBrowser();

  it("when a customer signs up, orders and opens My orders, then the order is there, and an admin's status change shows without a reload", async () => {
    const page = browser.page();
    const email = uniqueEmail('my-orders');
    const password = 'Rose-Glow-2026';

    await page.goto('/signup');
    await page.getByLabel('First name').fill('Laila');
    await page.getByLabel('Last name').fill('Fathy');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/login', { timeout: 6000 });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/profile', { timeout: 6000 });

    // Nothing ordered yet: the empty state.
    await page.getByRole('link', { name: 'My orders' }).click();
    await page.getByText('You have not placed any orders yet.').waitFor();

    await seedCart(page, [
      { product: productTitled(await listProducts(), 'Jasmine Breeze Body Mist'), quantity: 2 },
    ]);
    await page.goto('/checkout');
    // the checkout fills the form from the profile when it arrives: type only after that
    await page.waitForFunction(
      () => (document.querySelector('input[name="firstName"]') as HTMLInputElement | null)?.value === 'Laila',
    );
    await fillShipping(page, shippingDetails({ email, city: 'Cairo' }));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();
    const orderId = (await page.locator('[data-order-id]').getAttribute('data-order-id'))!;

    // Through the profile menu, as a customer finds it.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My orders' }).click();
    await page.waitForURL('**/profile/orders');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor();
    expect(await textOf(card)).toContain('Jasmine Breeze Body Mist ×2');
    expect(await textOf(card.locator('[data-order-status]'))).toBe('Incoming');

    await card.getByRole('link', { name: /^Order #/ }).click();
    await page.waitForURL(`**/profile/orders/${orderId}`);
    await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
    expect(await textOf(page.getByTestId('order-item'))).toMatch(
      /Jasmine Breeze Body Mist.*2 × \d+\.\d{2} EGP/,
    );
    expect(await textOf(page.locator('address'))).toContain('Cairo');
    expect(await textOf(page.locator('[data-row="total"] dd'))).toMatch(/^\d+\.\d{2} EGP$/);

    // the same order on its Arabic page: the city the order keeps in English reads by its Arabic name (issue 30)
    await page.goto(`/ar/profile/orders/${orderId}`);
    await page.getByRole('heading', { name: 'عنوان التوصيل' }).waitFor();
    const arabicAddress = await textOf(page.locator('address'));
    expect(arabicAddress).toContain('القاهرة');
    expect(arabicAddress).not.toContain('Cairo');
    await page.goto(`/profile/orders/${orderId}`);
    await page.getByRole('heading', { name: 'Shipping address' }).waitFor();

    // A marker that a reload would wipe out: the new status must arrive by polling, not by a new page.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const adminCookie = await loginCookie(ADMIN.email, ADMIN.password);
    const changed = await api(`/orders/${orderId}`, {
      method: 'PUT',
      body: { status: 'Out For Delivery' },
      cookie: adminCookie,
    });
    expect(changed.status).toBe(200);

    // the order's status line comes first; the status history (issue 32) lists the new status too once re-read
    await page.locator('[data-order-status="Out For Delivery"]').first().waitFor({ timeout: 12_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});
