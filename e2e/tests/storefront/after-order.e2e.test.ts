import type { Page } from 'playwright-core';
import { signUp } from '../../support/api';
import { baseUrl } from '../../support/browser';
import { linkInMail } from '../../support/maildev';
import { logIn, openAdmin } from '../admin/admin-support';
import { eventually, expectLastUnitBack, readyToOrder, textOf, useLastUnit } from '../checkout/checkout-support';
import { uniqueEmail, useBrowser } from './storefront-support';

/** Issue 32: after the order — cancelling it from My orders, and a guest following the e-mail's tracking link. */
describe('after the order', () => {
  const browser = useBrowser();
  const product = useLastUnit({
    category: 'E2E after order',
    title: 'Only Rose Balm',
    description: 'One left',
    price: 150,
    color: { label: 'Rose', hex: '#e8a0b0' },
  });

  /** Orders the product's last unit at the checkout; answers the order's id from the thank-you page. */
  async function orderLastUnit(page: Page, email: string, firstName?: string): Promise<string> {
    await readyToOrder(page, {
      product: product(),
      color: 'Rose',
      details: { email, city: 'Cairo' },
      profileFirstName: firstName,
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();
    return (await page.locator('[data-order-id]').getAttribute('data-order-id'))!;
  }

  it('when a shopper cancels an Incoming order from My orders, then it is Cancelled with its history and the unit is back on the product page', async () => {
    const email = uniqueEmail('cancel');
    const password = 'Rose-Glow-2026';
    await signUp({ first_name: 'Dina', last_name: 'Saad', email, password });
    const page = browser.page();
    await logIn(page, email, password);
    const orderId = await orderLastUnit(page, email, 'Dina');

    await page.goto(`/profile/orders/${orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Cancel this order? This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.locator('[data-toast]', { hasText: 'Your order has been cancelled.' }).first().waitFor();
    await eventually(async () =>
      expect(await textOf(page.locator('p', { hasText: 'Status:' }).locator('[data-order-status]'))).toBe(
        'Cancelled',
      ),
    );
    const history = page.getByTestId('status-history');
    await eventually(async () =>
      expect(await history.locator('[data-order-status]').allTextContents()).toEqual([
        'Incoming',
        'Cancelled',
      ]),
    );
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    await expectLastUnitBack(page, product(), 'Rose');

    // the back office sees the same history on the order's screen (signed out first: a signed-in visitor's
    // /login goes straight to the profile)
    await page.context().clearCookies();
    await openAdmin(page, `/admin/view-order/${orderId}`);
    await eventually(async () =>
      expect(await textOf(page.getByTestId('status-history'))).toMatch(/Incoming.*Cancelled/s),
    );
  }, 90_000);

  it("when a guest follows the e-mail's tracking link from MailDev, then the order opens without typing, and it can be cancelled there", async () => {
    const page = browser.page();
    const email = uniqueEmail('guest-track');
    await orderLastUnit(page, email);

    const link = await linkInMail(email, `${baseUrl()}/track/`);
    await page.goto(link);
    await page.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
    expect(await textOf(page.locator('p', { hasText: 'Status:' }).locator('[data-order-status]'))).toBe(
      'Incoming',
    );
    expect(await page.getByTestId('order-item').count()).toBe(1);
    expect(await textOf(page.getByTestId('order-item'))).toContain(product().title);
    // the page is the order's, not the shopper's: no address, phone or e-mail on it
    expect(await page.getByText(email).count()).toBe(0);

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await eventually(async () =>
      expect(
        await page.getByTestId('status-history').locator('[data-order-status]').allTextContents(),
      ).toEqual(['Incoming', 'Cancelled']),
    );
    await expectLastUnitBack(page, product(), 'Rose');
  }, 90_000);

  it('when a guest types the number and the e-mail on /track, then the order opens; a wrong e-mail says it was not found', async () => {
    const page = browser.page();
    const email = uniqueEmail('guest-form');
    await orderLastUnit(page, email);
    const number = (await page.locator('[data-order-number]').getAttribute('data-order-number'))!;

    await page.goto('/track');
    await page.getByLabel('Order number').fill(number);
    await page.getByLabel('E-mail or phone number').fill('someone.else@shop.test');
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.locator('[data-notice="error"]', { hasText: 'Order not found' }).waitFor();

    await page.getByLabel('E-mail or phone number').fill(email);
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/track/'));
    await page.getByRole('heading', { name: `Order #${number}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.locator('[data-toast]', { hasText: 'Your order has been cancelled.' }).first().waitFor();
  }, 90_000);
});
