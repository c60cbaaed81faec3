import { ADMIN, api, loginCookie } from '../../support/api';
import {
  eventually,
  fillShipping,
  listProducts,
  openCheckout,
  ordersOf,
  productTitled,
  seedCart,
  shippingDetails,
  useBrowser,
  type StoredOrder,
} from './checkout-support';

interface InboxMail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

/** MailDev's inbox of the browser tests' stack (1080 + the stack's port offset); MailDev 3 serves its REST API under /api. */
async function mailsTo(address: string): Promise<InboxMail[]> {
  const port = 1080 + Number(process.env.E2E_PORT_OFFSET ?? 10_000);
  const res = await fetch(`http://localhost:${port}/api/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  const all = (await res.json()) as InboxMail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

describe('the order e-mail', () => {
  const browser = useBrowser();

  it('when a shopper places an order in the browser, then its e-mail reaches MailDev once, and a status change sends another', async () => {
    const page = browser.page();
    const products = await listProducts();
    await seedCart(page, [{ product: productTitled(products, 'Gentle Foaming Cleanser'), quantity: 2 }]);
    await openCheckout(page);
    const details = shippingDetails();
    await fillShipping(page, details);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();

    const [order] = (await ordersOf(details.email)) as Array<StoredOrder & { number: number }>;
    // the order's number, as the thank-you page showed it (issue 31)
    const number = `#${order!.number}`;
    expect(await page.locator('[data-order-number]').textContent()).toBe(number);
    const shopName = (await api<{ name: string }>('/config')).body.name;
    await eventually(async () => expect(await mailsTo(details.email)).toHaveLength(1), 20_000);
    const [mail] = await mailsTo(details.email);
    expect(mail!.subject).toBe(`Your ${shopName} order ${number} has been received`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('Gentle Foaming Cleanser');
      expect(part).toContain(`${order!.totalAmount.toFixed(2)} EGP`);
      expect(part).toContain('9 Corniche Street');
      expect(part).toContain('Alexandria');
    }

    const cookie = await loginCookie(ADMIN.email, ADMIN.password);
    const changed = await api(`/orders/${order!._id}`, {
      method: 'PUT',
      body: { status: 'Out For Delivery' },
      cookie,
    });
    expect(changed.status).toBe(200);
    await eventually(async () => expect(await mailsTo(details.email)).toHaveLength(2), 20_000);
    const subjects = (await mailsTo(details.email)).map((received) => received.subject);
    expect(subjects).toContain(`Your ${shopName} order ${number} is out for delivery`);
  });
});
