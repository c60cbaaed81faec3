import { api } from '../../support/api';
import {
  closeErrorModal,
  eventually,
  firstChoices,
  openCheckout,
  ordersOf,
  seedCart,
  uniqueEmail,
  useBrowser,
  useDemoProducts,
  type StoredOrder,
} from './checkout-support';
import type { Page } from 'playwright-core';

/*
 * Issue 31 in the browser, on the demo settings (free shipping over 1,000 EGP in Cairo and Giza, delivery times
 * per city): the cart's free-shipping line, checkout's "Free", the payment method, the expected dates, an
 * Egyptian phone, Other city, and the thank-you page and e-mail that repeat them, with the order's number (#1000N).
 */

interface InboxMail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  from: Array<{ address: string; name: string }>;
}

async function mailsTo(address: string): Promise<InboxMail[]> {
  const port = 1080 + Number(process.env.E2E_PORT_OFFSET ?? 10_000);
  const res = await fetch(`http://localhost:${port}/api/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return ((await res.json()) as InboxMail[]).filter((mail) => mail.to.some((to) => to.address === address));
}

type PlacedOrder = StoredOrder & {
  number: number;
  paymentMethod: string;
  expectedDelivery?: { from: string; to: string };
  customerInfo: { phone: string; address: { city: string } };
};

async function fillCustomer(page: Page, email: string, phone: string) {
  await page.getByLabel('First Name').fill('Nour');
  await page.getByLabel('Last Name').fill('Samir');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Street').fill('9 Corniche Street');
}

// its label reads 'City *' (required), and 'City name' appears beside it for Other city
const citySelect = (page: Page) => page.locator('select[name="city"]');

const rowText = (page: Page, row: string) => page.locator(`[data-row="${row}"]`).first().innerText();

describe('a checkout a shopper in Egypt trusts', () => {
  const browser = useBrowser();
  const demo = useDemoProducts();

  it('when a Cairo cart passes 1,000 EGP and is paid by card, then shipping is Free, the dates show, and the thank-you page and e-mail repeat them', async () => {
    const page = browser.page();
    const cleanser = demo('Gentle Foaming Cleanser'); // 215 EGP
    const sessionId = await seedCart(page, [{ product: cleanser, quantity: 4 }]); // 860 EGP
    await page.goto('/full-cart');
    await page.locator('[data-row="free-shipping"]').first().waitFor();
    expect(await rowText(page, 'free-shipping')).toBe('Add 140.00 EGP for free shipping to Cairo and Giza');

    const scrub = demo('Coffee Scrub Body Polish'); // 199 EGP: 1,059 EGP in all
    const added = await api('/cart/add', {
      method: 'POST',
      body: { sessionId, productId: scrub._id, quantity: 1, selectedOptions: firstChoices(scrub) },
    });
    expect(added.status).toBe(200);

    await openCheckout(page);
    const email = uniqueEmail('promises');
    await fillCustomer(page, email, '+20 101 234 5678');
    await citySelect(page).selectOption('Cairo');
    await eventually(async () => expect(await rowText(page, 'shipping')).toContain('Free'));
    expect(await rowText(page, 'free-shipping')).toBe('Free shipping');
    const shownDates = (await page.locator('[data-row="delivery"] dd').innerText()).trim();
    expect(shownDates).toMatch(/^\w{3} \d{1,2} \w{3}( – \w{3} \d{1,2} \w{3})?$/);
    expect(shownDates).not.toMatch(/Fri/);
    await page.getByRole('radio', { name: /Card on delivery/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();
    expect(await rowText(page, 'payment')).toContain('Payment: Card on delivery');
    expect(await rowText(page, 'delivery')).toBe(`Expected delivery: ${shownDates}`);
    // one order number, "#1000N", on the thank-you page and in the e-mail (issue 31 item 5)
    const shownNumber = (await page.locator('[data-order-number]').textContent()) ?? '';
    expect(shownNumber).toMatch(/^#1\d{4,}$/);

    const [order] = (await ordersOf(email)) as PlacedOrder[];
    expect(order).toMatchObject({ subtotal: 1059, shippingCost: 0, paymentMethod: 'card_on_delivery' });
    expect(order!.customerInfo.phone).toBe('01012345678');
    const shopName = (await api<{ name: string }>('/config')).body.name;
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(1), 20_000);
    const [mail] = await mailsTo(email);
    expect(`#${order!.number}`).toBe(shownNumber);
    expect(mail!.subject).toBe(`Your ${shopName} order ${shownNumber} has been received`);
    expect(mail!.text).toContain(shownNumber);
    expect(mail!.from[0]?.name).toBe(shopName);
    expect(mail!.text).toContain('Status: Incoming.');
    expect(mail!.text).toMatch(/Shipping: +Free/);
    expect(mail!.text).toContain('Payment: Card on delivery');
    expect(mail!.text).toContain(`Expected delivery: ${shownDates}`);
    expect(mail!.text).toContain('Phone: 01012345678');
  }, 90_000);

  it('when the phone is 12345, then checkout says so; with Other city, the typed city pays the default shipping', async () => {
    const page = browser.page();
    await seedCart(page, [{ product: demo('Gentle Foaming Cleanser') }]);
    await openCheckout(page);
    const email = uniqueEmail('other-city');
    await fillCustomer(page, email, '12345');
    const city = citySelect(page);
    expect(await city.locator('option').count()).toBe(1 + 21 + 1); // the prompt, the 21 rates, Other city
    await city.selectOption({ label: 'Other city (100.00 EGP)' });
    await page.getByLabel('City name').fill('Mansoura');
    await eventually(async () => expect(await rowText(page, 'shipping')).toContain('100.00 EGP'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    expect(await closeErrorModal(page)).toMatch(/valid Egyptian mobile number/);

    await page.getByLabel('Phone Number').fill('٠١١ ٢٣٤٥ ٦٧٨٩');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();
    expect(await rowText(page, 'payment')).toContain('Cash on delivery');
    const [order] = (await ordersOf(email)) as PlacedOrder[];
    expect(order).toMatchObject({ shippingCost: 100, paymentMethod: 'cash_on_delivery' });
    expect(order!.customerInfo).toMatchObject({ phone: '01123456789', address: { city: 'Mansoura' } });
    expect(order!.expectedDelivery).toBeDefined();
  }, 90_000);
});
