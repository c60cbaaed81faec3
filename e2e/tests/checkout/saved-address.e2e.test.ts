import { api } from '../../support/api';
import { logIn } from '../admin/admin-support';
import {
  fillShipping,
  listProducts,
  productTitled,
  seedCart,
  shippingDetails,
  useBrowser,
} from './checkout-support';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shop.test`;

describe('saved address (issue 32)', () => {
  const browser = useBrowser();

  it('when a signed-in shopper ticks "Save this address", then the profile keeps it and the next checkout is prefilled with it', async () => {
    const email = uniqueEmail('saved-address');
    const password = 'Rose-Glow-2026';
    const signup = await api('/auth/signup', {
      method: 'POST',
      body: { first_name: 'Mai', last_name: 'Nabil', email, password },
    });
    expect(signup.status).toBe(201);
    const page = browser.page();
    await logIn(page, email, password);

    const product = productTitled(await listProducts(), 'Jasmine Breeze Body Mist');
    await seedCart(page, [{ product }]);
    await page.goto('/checkout');
    await page.waitForFunction(
      () => (document.querySelector('input[name="firstName"]') as HTMLInputElement | null)?.value === 'Mai',
    );
    await fillShipping(page, shippingDetails({ email, street: '14 Nile View Street', city: 'Cairo' }));
    await page.getByLabel('Save this address to my profile').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();

    await page.goto('/profile');
    await page.getByText('14 Nile View Street').waitFor();

    await seedCart(page, [{ product }]);
    await page.goto('/checkout');
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="street"]') as HTMLInputElement | null)?.value ===
        '14 Nile View Street',
    );
    expect(await page.locator('select[name="city"]').inputValue()).toBe('Cairo');
  }, 90_000);
});
