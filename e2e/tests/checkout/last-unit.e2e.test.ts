import type { Page } from 'playwright-core';
import { ADMIN } from '../../support/api';
import { newPage, useBrowser } from '../../support/browser';
import { adminApi, logIn } from '../admin/admin-support';
import {
  closeErrorModal,
  eventually,
  expectLastUnitBack,
  readyToOrder,
  textOf,
  useLastUnit,
} from './checkout-support';

/** Issue 19: a value with one unit left cannot be sold twice, and comes back when the order that took it is cancelled. */
describe('the last unit', () => {
  const browser = useBrowser();
  const product = useLastUnit({
    category: 'E2E last unit',
    title: 'Last Ruby Lipstick',
    description: 'Only one left',
    price: 199,
    color: { label: 'Ruby', hex: '#9b111e' },
  });

  async function shopperReadyToOrder(): Promise<Page> {
    const { page } = await newPage(browser.browser());
    await readyToOrder(page, { product: product(), color: 'Ruby', details: { city: 'Cairo' } });
    return page;
  }

  it('when two shoppers race for it, then one gets the thank-you page and the other the stock message; cancelling the order brings it back', async () => {
    const shoppers = [await shopperReadyToOrder(), await shopperReadyToOrder()];
    await Promise.all(shoppers.map((page) => page.getByRole('button', { name: 'Place Order' }).click()));

    const outcomes = await Promise.all(
      shoppers.map((page) =>
        Promise.race([
          page
            .getByText('Thank you for shopping with us!')
            .waitFor()
            .then(() => 'thanked' as const),
          page
            .getByRole('dialog', { name: 'Error' })
            .waitFor()
            .then(() => 'refused' as const),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['refused', 'thanked']);
    const refused = shoppers[outcomes.indexOf('refused')]!;
    expect(await closeErrorModal(refused)).toBe(`${product().title} (Color: Ruby) is sold out`);

    const storefront = (await newPage(browser.browser())).page;
    await storefront.goto(`/products/${product()._id}`);
    await storefront.getByRole('heading', { name: product().title }).waitFor();
    await storefront.getByText('Sold Out', { exact: true }).waitFor();
    expect(await storefront.getByRole('button', { name: 'Add to Cart', exact: true }).isDisabled()).toBe(
      true,
    );

    // The admin cancels the order that got the unit.
    const orders =
      await adminApi<Array<{ _id: string; items: Array<{ product: { _id: string } }> }>>('/orders');
    const order = orders.find((candidate) => candidate.items[0]?.product._id === product()._id)!;
    const admin = (await newPage(browser.browser())).page;
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/admin/view-order/${order._id}`);
    await admin.getByLabel('Order status').selectOption('Cancelled');

    await expectLastUnitBack(storefront, product(), 'Ruby');

    // Someone buys it meanwhile: reopening the cancelled order is refused, and the order view says why.
    const third = await shopperReadyToOrder();
    await third.getByRole('button', { name: 'Place Order' }).click();
    await third.getByText('Thank you for shopping with us!').waitFor();
    await admin.getByLabel('Order status').selectOption('Processing');
    const alert = admin.getByRole('alert').filter({ hasText: 'sold out' });
    await alert.waitFor();
    expect(await textOf(alert)).toBe(
      `The order cannot be set to Processing: ${product().title} (Color: Ruby) is sold out`,
    );
    await eventually(async () =>
      expect(await admin.getByLabel('Order status').inputValue()).toBe('Cancelled'),
    );
  }, 90_000);
});
