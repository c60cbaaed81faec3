import { api } from '../../support/api';
import { adminApi, cartWith, eventually, openAdmin, ownProduct, useBrowser } from './admin-support';

interface Totals {
  orders: number;
  revenue: number;
  units: number;
}

/** The last 7 Cairo days, today included: what the screen's "7 days" asks for. */
function last7Days(): { from: string; to: string } {
  const cairo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });
  const to = cairo.format(new Date());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

const totalsNow = async () => {
  const { from, to } = last7Days();
  return (await adminApi<{ totals: Totals }>(`/analytics/sales?from=${from}&to=${to}`)).totals;
};

async function placeOrder(price: number, quantity: number) {
  const product = await ownProduct(price, 'Analytics Serum');
  const sessionId = await cartWith(product._id, quantity);
  const placed = await api<{ _id: string; totalAmount: number }>('/orders', {
    method: 'POST',
    body: {
      sessionId,
      shippingInfo: {
        firstName: 'Salma',
        lastName: 'Nabil',
        email: 'salma@example.com',
        phone: '+20 100 555 0199',
        street: '3 Nile Street',
        city: 'Giza',
        floor: '1',
        apartment: '2',
      },
    },
  });
  if (placed.status !== 201) throw new Error(`placing the order answered ${placed.status}`);
  return { order: placed.body, cleanup: product.cleanup };
}

const egp = (amount: number) => `${amount.toFixed(2)} EGP`;
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('analytics', () => {
  const browser = useBrowser();

  it('when an admin opens Analytics and picks 7 days, then the tiles count the orders the test placed, not the cancelled one', async () => {
    const before = await totalsNow();
    const kept = await placeOrder(215, 2);
    const cancelled = await placeOrder(99, 1);
    try {
      await adminApi(`/orders/${cancelled.order._id}`, { method: 'PUT', body: { status: 'Cancelled' } });
      const expected = {
        orders: before.orders + 1,
        revenue: Math.round((before.revenue + kept.order.totalAmount) * 100) / 100,
        units: before.units + 2,
      };
      // the figures come from events: wait until the service has applied ours
      await eventually(async () => expect(await totalsNow()).toMatchObject(expected), 20_000);

      const page = browser.page();
      await openAdmin(page, '/admin');
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Analytics' })
        .click();
      await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await page.getByRole('button', { name: '7 days', exact: true }).click();
      await page.getByRole('button', { name: '7 days', pressed: true }).waitFor();
      const tiles = page.getByRole('region', { name: 'Totals' });
      await eventually(async () => {
        const text = words(await tiles.innerText());
        expect(text).toContain(`${egp(expected.revenue)} Revenue`);
        expect(text).toContain(`${expected.orders} Orders`);
        expect(text).toContain(`${expected.units} Units sold`);
      });
      // each chart has its data as a table
      await page.getByRole('heading', { name: 'Revenue and orders per day' }).waitFor();
      await page.getByText('Table view').first().click();
      await page.getByRole('table', { name: 'Revenue and orders per day' }).waitFor();
    } finally {
      for (const { order, cleanup } of [kept, cancelled]) {
        await adminApi(`/orders/${order._id}`, { method: 'DELETE' }).catch(() => undefined);
        await cleanup();
      }
    }
  });

  it('when the screen is 1024 px wide or a phone, then nothing overflows sideways and the charts are drawn', async () => {
    const placed = await placeOrder(150, 1);
    try {
      await eventually(async () => expect((await totalsNow()).orders).toBeGreaterThan(0), 20_000);
      for (const width of [1024, 390]) {
        await browser.page().setViewportSize({ width, height: 900 });
        const page = browser.page();
        await openAdmin(page, '/admin/analytics');
        await page.getByRole('region', { name: 'Totals' }).waitFor();
        await page.locator('.recharts-surface').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `${__dirname}/../../artifacts/analytics-${width}.png`,
          fullPage: true,
        });
      }
    } finally {
      await adminApi(`/orders/${placed.order._id}`, { method: 'DELETE' }).catch(() => undefined);
      await placed.cleanup();
    }
  });

  it('when the analytics service does not answer, then its screen shows the error and the rest of the back office works', async () => {
    const page = browser.page();
    await page.route('**/api/analytics/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"The analytics service is not available","code":"SERVICE_UNAVAILABLE"}',
      }),
    );
    await openAdmin(page, '/admin/analytics');
    await page.getByText('Analytics are unavailable').waitFor();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  });
});
