import { ADMIN, CUSTOMER, api, loginCookie } from '../../support/api';
import { baseUrl } from '../../support/browser';
import { listProducts, productTitled, seedCart, useBrowser } from './checkout-support';

describe('a signed-in shopper at checkout', () => {
  const browser = useBrowser();

  it('when signed in, then the profile fills the form and the order is placed as that user (the cookie carries the sign-in)', async () => {
    const page = browser.page();
    const cookie = await loginCookie(CUSTOMER.email, CUSTOMER.password);
    const me = (await api<{ user: { _id: string } }>('/auth/me', { cookie })).body.user;
    await page.context().addCookies([{ name: 'authToken', value: cookie.slice('authToken='.length), url: baseUrl() }]);
    await seedCart(page, [{ product: productTitled(await listProducts(), 'Jasmine Breeze Body Mist') }]);

    await page.goto('/checkout');
    const firstName = page.getByLabel('First Name');
    await page.waitForFunction(() => (document.querySelector('input[name="firstName"]') as HTMLInputElement | null)?.value === 'Demo');
    expect(await firstName.inputValue()).toBe('Demo');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Customer');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(CUSTOMER.email);
    await page.getByLabel('Phone Number').fill('01009876543');
    await page.getByLabel('Street').fill('3 Garden City Street');
    await page.getByLabel('City').selectOption('Cairo');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for shopping with us!' }).waitFor();

    const orderId = await page.locator('[data-order-id]').getAttribute('data-order-id');
    const adminCookie = await loginCookie(ADMIN.email, ADMIN.password);
    const order = await api<{ userId: string | null; customerInfo: { email: string } }>(`/orders/${orderId}`, { cookie: adminCookie });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ userId: me._id, customerInfo: { email: CUSTOMER.email } });
  });
});
