import type { Page, Route } from 'playwright-core';
import {
  cartOf,
  closeErrorModal,
  fillShipping,
  openCheckout,
  ordersOf,
  seedCart,
  shippingDetails,
  useBrowser,
  useDemoProducts,
  type ListedProduct,
} from './checkout-support';

const BUSY_MESSAGE = "We're busy — try again in a moment";
const SERVER_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

/** The order service's own refusal past its admission limits (decision 031), as the browser receives it. */
const answerBusy = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
    body: JSON.stringify({ error: SERVER_MESSAGE, code: 'BUSY' }),
  });

async function readyToPlace(page: Page, product: ListedProduct) {
  const sessionId = await seedCart(page, [{ product }]);
  await openCheckout(page);
  const details = shippingDetails({ city: 'Cairo' });
  await fillShipping(page, details);
  const keys: string[] = [];
  return { sessionId, details, keys };
}

describe('the checkout when the order service is busy (issue 35 item 4)', () => {
  const browser = useBrowser();
  const demo = useDemoProducts();

  it('when the first Place Order is answered 503, then the busy message shows, the same key is sent again and the thank-you page comes with one order', async () => {
    const page = browser.page();
    const { details, keys } = await readyToPlace(page, demo('Coffee Scrub Body Polish'));
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return keys.length === 1 ? answerBusy(route) : route.continue();
    });

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('status').filter({ hasText: BUSY_MESSAGE }).waitFor();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(details.email)).toHaveLength(1);
  });

  it('when every Place Order is answered 503, then after the retries the Error modal shows the answer and the cart is kept', async () => {
    const page = browser.page();
    const { sessionId, details, keys } = await readyToPlace(page, demo('Lavender Bath Salts'));
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return answerBusy(route);
    });

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('status').filter({ hasText: BUSY_MESSAGE }).waitFor();
    expect(await closeErrorModal(page)).toBe(SERVER_MESSAGE);

    expect(keys).toHaveLength(4); // the first and three retries
    expect(new Set(keys).size).toBe(1);
    expect(await ordersOf(details.email)).toHaveLength(0);
    expect(await cartOf(sessionId)).toHaveLength(1);
    expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(false);
  });
});
