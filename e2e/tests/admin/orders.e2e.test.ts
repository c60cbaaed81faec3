import { api } from '../../support/api';
import {
  adminApi,
  cartWith,
  eventually,
  expectToast,
  openAdmin,
  ownProduct,
  useBrowser,
} from './admin-support';

interface Order {
  _id: string;
  status: string;
  number: number;
}

const SHIPPING = {
  firstName: 'Nadia',
  lastName: 'Fawzy',
  email: 'nadia@example.com',
  phone: '+20 100 555 0100',
  street: '9 Corniche',
  city: 'Alexandria',
  floor: '2',
  apartment: '4',
};

/** An order of two units of a product of our own, placed through the cart like a shopper would. */
async function placeOrder(): Promise<{ order: Order; title: string; cleanup: () => Promise<void> }> {
  const product = await ownProduct(180);
  const sessionId = await cartWith(product._id, 2);
  const placed = await api<Order>('/orders', {
    method: 'POST',
    body: { sessionId, shippingInfo: SHIPPING },
  });
  if (placed.status !== 201)
    throw new Error(`placing the order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return {
    order: placed.body,
    title: product.title,
    cleanup: async () => {
      await adminApi(`/orders/${placed.body._id}`, { method: 'DELETE' }).catch(() => undefined);
      await product.cleanup();
    },
  };
}

describe('orders', () => {
  const browser = useBrowser();

  it('when the admin changes an order status on its page, then it is saved and still shows after a reload', async () => {
    const { order, title, cleanup } = await placeOrder();
    try {
      const page = browser.page();
      const shortId = order._id.slice(-8);
      await openAdmin(page, '/admin/all-orders');
      const card = page.getByTestId('order-card').filter({ hasText: `Order #${shortId}` });
      await card.waitFor();
      await card.getByText('Nadia Fawzy').waitFor();
      await card.getByText(title).waitFor();
      expect(await card.innerText()).toMatch(/EGP \d+\.\d{2}/);

      await page.getByLabel('Status', { exact: true }).selectOption('Refunded');
      await eventually(async () => {
        expect(
          await page
            .getByTestId('order-card')
            .filter({ hasText: `Order #${shortId}` })
            .count(),
        ).toBe(0);
      });
      await page.getByRole('button', { name: /Refunded$/, pressed: true }).waitFor(); // its tile is the active one
      await page.getByLabel('Status', { exact: true }).selectOption('All');

      await card.getByRole('link', { name: 'View Order' }).click();
      await page.waitForURL(`**/admin/view-order/${order._id}`);
      await page.getByRole('heading', { name: `Order #${shortId}` }).waitFor();
      await page.getByText('9 Corniche').waitFor();
      await page.getByLabel('Order status').selectOption('Processing');
      await eventually(async () => {
        expect((await adminApi<Order>(`/orders/${order._id}`)).status).toBe('Processing');
      });
      await page.reload();
      await page.getByRole('heading', { name: `Order #${shortId}` }).waitFor();
      expect(await page.getByLabel('Order status').inputValue()).toBe('Processing');

      const [printable] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Print Order' }).click(),
      ]);
      await printable.waitForURL(`**/admin/print-order/${order._id}`);
      await printable.getByRole('heading', { name: `Order #${shortId}` }).waitFor();
      await printable.getByRole('cell', { name: title }).waitFor();
      expect(await printable.locator('#admin-sidebar').count()).toBe(0);
    } finally {
      await cleanup();
    }
  }, 90_000);

  it('when the admin deletes an order from its page, then it is gone and the list opens', async () => {
    const { order, cleanup } = await placeOrder();
    try {
      const page = browser.page();
      await openAdmin(page, `/admin/view-order/${order._id}`);
      await page.getByRole('button', { name: 'Delete Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Do you really want to delete these items?' });
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      expect(await dialog.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForURL('**/admin/all-orders');
      await expectToast(page, 'Order deleted successfully');
      expect((await api(`/orders/${order._id}`, { cookie: undefined })).status).not.toBe(200);
      await eventually(async () => {
        const res = await adminApi<Order[]>('/orders');
        expect(res.some((o) => o._id === order._id)).toBe(false);
      });
    } finally {
      await cleanup();
    }
  }, 90_000);

  it('when the admin searches by number or phone, then the server finds the order and its card shows #1000N beside the id', async () => {
    const { order, cleanup } = await placeOrder();
    try {
      const page = browser.page();
      const shortId = order._id.slice(-8);
      await openAdmin(page, '/admin/all-orders');
      const search = page.getByRole('search');
      const cards = page.getByTestId('order-card');
      for (const q of [`#${order.number}`, '0100 555 0100']) {
        await search.getByLabel('Search orders').fill(q);
        await search.getByRole('button', { name: 'Search' }).click();
        await eventually(async () => {
          const texts = await cards.allInnerTexts();
          expect(texts.some((text) => text.includes(`Order #${shortId} · #${order.number}`))).toBe(true);
          // the number finds one order; the phone finds this shopper's orders only
          if (q.startsWith('#')) expect(texts).toHaveLength(1);
        });
      }
      await search.getByLabel('Search orders').fill('nobody-at-all@example.com');
      await search.getByRole('button', { name: 'Search' }).click();
      await eventually(async () => expect(await cards.count()).toBe(0));
    } finally {
      await cleanup();
    }
  }, 90_000);

  it('when the shop has more orders than a page, then Next and Previous walk the pages and the tiles count them all', async () => {
    const product = await ownProduct(40, 'Paging Lip Balm');
    const placed: string[] = [];
    try {
      // one more order than a page (20), whatever the other tests left
      const before = await adminApi<{ total: number }>('/orders?limit=1');
      for (let i = before.total; i < 21; i += 1) {
        const sessionId = await cartWith(product._id, 1);
        const res = await api<Order>('/orders', {
          method: 'POST',
          body: { sessionId, shippingInfo: SHIPPING },
        });
        if (res.status !== 201)
          throw new Error(`placing answered ${res.status}: ${JSON.stringify(res.body)}`);
        placed.push(res.body._id);
      }
      const first = await adminApi<{ total: number; counts: Record<string, number> }>('/orders?limit=20');
      const pages = Math.ceil(first.total / 20);
      const page = browser.page();
      await openAdmin(page, '/admin/all-orders');
      const cards = page.getByTestId('order-card');
      const pager = page.getByRole('navigation', { name: 'Order pages' });
      await pager.getByText(`Page 1 of ${pages}`).waitFor();
      expect(await cards.count()).toBe(20);
      await page.getByText(`${first.total} of ${first.total} orders`).waitFor();
      const incoming = page.getByRole('button', {
        name: new RegExp(`^${first.counts.Incoming}\\s*Incoming$`), // the figure, then its label
      });
      await incoming.waitFor();
      const pageOne = await cards.first().innerText();

      await pager.getByRole('button', { name: 'Next' }).click();
      await pager.getByText(`Page 2 of ${pages}`).waitFor();
      await eventually(async () => expect(await cards.first().innerText()).not.toBe(pageOne));
      const pageTwo = await cards.allInnerTexts();
      expect(pageTwo.length).toBeGreaterThan(0);
      expect(pageTwo).not.toContain(pageOne);

      await pager.getByRole('button', { name: 'Previous' }).click();
      await pager.getByText(`Page 1 of ${pages}`).waitFor();
      await eventually(async () => expect(await cards.first().innerText()).toBe(pageOne));
    } finally {
      for (const id of placed) await adminApi(`/orders/${id}`, { method: 'DELETE' }).catch(() => undefined);
      await product.cleanup();
    }
  }, 120_000);

  it('when an order id does not exist, then its page says Order not found', async () => {
    const page = browser.page();
    await openAdmin(page, '/admin/view-order/0123456789abcdef01234567');
    await page.getByText('Order not found').waitFor();
  });
});
