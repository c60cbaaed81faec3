import { signUp, uniqueEmail } from '../../support/api';
import { logIn } from '../admin/admin-support';
import { listProducts, productTitled, readyToOrder, seedCart, useBrowser } from './checkout-support';

describe('saved address (issue 32)', () => {
  const browser = useBrowser();

  it('when a signed-in shopper ticks "Save this address", then the profile keeps it and the next checkout is prefilled with it', async () => {
    const email = uniqueEmail('saved-address');
    const password = 'Rose-Glow-2026';
    await signUp({ first_name: 'Mai', last_name: 'Nabil', email, password });
    const page = browser.page();
    await logIn(page, email, password);

    const product = productTitled(await listProducts(), 'Jasmine Breeze Body Mist');
    await readyToOrder(page, {
      product,
      details: { email, street: '14 Nile View Street', city: 'Cairo' },
      profileFirstName: 'Mai',
    });
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
