import type { Page } from 'playwright-core';
import {
  closeErrorModal,
  eventually,
  fillShipping,
  openCheckout,
  ordersOf,
  seedCart,
  shippingDetails,
  shownFigures,
  textOf,
  useBrowser,
  useDemoProducts,
} from './checkout-support';

const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place Order' });
const summaryOf = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

describe('the checkout', () => {
  const browser = useBrowser();
  const demo = useDemoProducts();

  it('when required fields or the cart are missing, then Place Order stays disabled', async () => {
    const page = browser.page();
    await seedCart(page, []);
    await openCheckout(page);
    await fillShipping(page, shippingDetails({ city: 'Cairo' }));
    expect(await textOf(summaryOf(page))).toContain('Your cart is empty');
    expect(await placeOrderButton(page).isDisabled()).toBe(true); // complete form, empty cart
  });

  it('when the cart has items, then Place Order is enabled only once the six required fields are filled', async () => {
    const page = browser.page();
    await seedCart(page, [{ product: demo('Gentle Foaming Cleanser') }]);
    await openCheckout(page);
    const button = placeOrderButton(page);
    const steps: Array<[string, string]> = [
      ['First Name', 'Nour'],
      ['Last Name', 'Samir'],
      ['Email Address', 'nour@shop.test'],
      ['Phone Number', '01001234567'],
      ['Street', '9 Corniche Street'],
    ];
    for (const [label, value] of steps) {
      expect(await button.isDisabled()).toBe(true);
      await page.getByLabel(label).fill(value);
    }
    expect(await button.isDisabled()).toBe(true); // no city yet
    const city = page.getByLabel('City');
    expect(await city.locator('option', { hasText: 'Cairo (50.00 EGP)' }).count()).toBe(1);
    await city.selectOption('Cairo');
    await eventually(async () => expect(await button.isDisabled()).toBe(false)); // floor, apartment, landmark stay empty
    await page.getByLabel('Street').fill('   ');
    expect(await button.isDisabled()).toBe(true);
  });

  it('when the promo form is misused or the code is refused, then the reason shows in the Error modal', async () => {
    const page = browser.page();
    await seedCart(page, [{ product: demo('Argan Oil Hair Mask') }]);
    await openCheckout(page);
    const apply = page.getByRole('button', { name: 'Apply' });
    const code = page.getByPlaceholder('Enter promo code');

    await apply.click();
    expect(await closeErrorModal(page)).toBe('Please enter a promo code');
    await code.fill('WELCOME10');
    await apply.click();
    expect(await closeErrorModal(page)).toBe('Please enter your email to validate the promo code');
    await page.getByLabel('Email Address').fill('promo-check@shop.test');
    await code.fill('NOSUCHCODE');
    await apply.click();
    expect(await closeErrorModal(page)).toBe('Promo code is invalid or has been used');
    await code.fill('RAMADAN24');
    await code.press('Enter'); // Enter applies the code, it does not submit the order
    expect(await closeErrorModal(page)).toBe('This promo code has expired');
  });

  it('when an order with a promo is placed, then the thank-you shows and the stored order has the totals the page showed', async () => {
    const page = browser.page();
    const mascara = demo('Lash Lift Volume Mascara');
    const lotion = demo('Shea Butter Body Lotion');
    await seedCart(page, [{ product: mascara, quantity: 2 }, { product: lotion }]);
    await openCheckout(page);
    const details = shippingDetails({ city: 'Alexandria' });
    await fillShipping(page, details);
    await page.getByPlaceholder('Enter promo code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('[data-promo-applied]').waitFor();

    const shown = await shownFigures(summaryOf(page));
    // 289.50 x 2 + 229 = 808.00; 10% = 80.80; 727.20 x 14% = 101.808 -> 101.81; Alexandria 65
    expect(shown).toEqual({ subtotal: 808, discount: 80.8, taxes: [{ label: 'VAT (14%)', amount: 101.81 }], shipping: 65, total: 894.01 });

    await placeOrderButton(page).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();
    await page.getByText("Your order has been placed and we'll get back to you as soon as possible!").waitFor();

    const [order, ...others] = await ordersOf(details.email);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      subtotal: shown.subtotal,
      discountAmount: shown.discount,
      shippingCost: shown.shipping,
      totalAmount: shown.total,
      promoCode: 'WELCOME10',
    });
    expect(order?.taxes.map((tax) => tax.amount)).toEqual(shown.taxes.map((tax) => tax.amount));
    // The cart service empties the cart when it handles order.placed; the badge follows.
    await page.locator('[data-cart-count]').waitFor({ state: 'detached' });
  });

  it('when Place Order is double-clicked, then exactly one order is placed', async () => {
    const page = browser.page();
    await seedCart(page, [{ product: demo('Coffee Scrub Body Polish') }]);
    await openCheckout(page);
    const details = shippingDetails({ city: 'Cairo' });
    await fillShipping(page, details);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/orders') && posts.push(request.headers()['idempotency-key'] ?? ''));

    await placeOrderButton(page).dblclick();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ordersOf(details.email)).toHaveLength(1);
    expect(new Set(posts).size).toBe(1);
  });

  it('when the answer to Place Order is lost and the shopper retries, then the same key brings back the one order', async () => {
    const page = browser.page();
    await seedCart(page, [{ product: demo('Lavender Bath Salts'), quantity: 2 }]);
    await openCheckout(page);
    const details = shippingDetails({ city: 'Cairo' });
    await fillShipping(page, details);
    const keys: string[] = [];
    let lose = true;
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.continue();
      lose = false;
      await route.fetch(); // the server places the order...
      await route.abort('connectionreset'); // ...and the answer never arrives
    });

    await placeOrderButton(page).click();
    expect(await closeErrorModal(page)).toBe('Failed to place order. Please try again.');
    expect(await ordersOf(details.email)).toHaveLength(1);
    await placeOrderButton(page).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(details.email)).toHaveLength(1);
  });

  it('when the tax and shipping settings cannot be loaded, then the Error modal says so', async () => {
    const page = browser.page();
    await page.route('**/api/taxShipping', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error","code":"INTERNAL_ERROR"}' }));
    await page.goto('/checkout');
    expect(await closeErrorModal(page)).toBe('Failed to load checkout data. Please try again.');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });
});
