import type { ShippingInfo } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, api, loginCookie, uniqueEmail } from '../../support/api';
import { eventually } from '../../support/eventually';
import { adminApi, unique } from '../admin/admin-support';

export { uniqueEmail } from '../../support/api';
export { useBrowser } from '../../support/browser';
export { eventually } from '../../support/eventually';

export interface ListedProduct {
  _id: string;
  title: string;
  price: number;
  availability: boolean;
  isBundle: boolean;
  bundleCount: number;
  options: Array<{ name: 'Color' | 'Size'; values: Array<{ label: string; stock: number }> }>;
}

export async function listProducts(): Promise<ListedProduct[]> {
  return (await api<{ data: ListedProduct[] }>('/products')).body.data;
}

export function productTitled(products: ListedProduct[], title: string): ListedProduct {
  const product = products.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`the demo catalogue has no ${title}`);
  return product;
}

export type Choice = { name: 'Color' | 'Size'; value: string };

/** One in-stock value per option (per bundle item), as the product page's pickers default to. */
export function firstChoices(product: ListedProduct): Choice[] {
  const items = product.isBundle ? Math.max(1, product.bundleCount) : 1;
  return product.options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.stock > 0) ?? option.values[0];
    return value ? Array.from({ length: items }, () => ({ name: option.name, value: value.label })) : [];
  });
}

/** Fills a cart through the API and makes it this browser's cart (the session id in local storage). */
export async function seedCart(
  page: Page,
  lines: Array<{ product: ListedProduct; quantity?: number; selectedOptions?: Choice[] }>,
): Promise<string> {
  let sessionId: string | undefined;
  for (const line of lines) {
    const answer = await api<{ sessionId: string; error?: string }>('/cart/add', {
      method: 'POST',
      body: {
        ...(sessionId ? { sessionId } : {}),
        productId: line.product._id,
        quantity: line.quantity ?? 1,
        selectedOptions: line.selectedOptions ?? firstChoices(line.product),
      },
    });
    if (answer.status !== 200) throw new Error(`cart/add ${line.product.title}: ${answer.status} ${JSON.stringify(answer.body)}`);
    sessionId = answer.body.sessionId;
  }
  if (!sessionId) {
    sessionId = (await api<{ sessionId: string }>('/cart')).body.sessionId;
  }
  await page.context().addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  return sessionId;
}

/** The demo catalogue, read once before the file's tests: answers its product of this title. Call it in a describe block. */
export function useDemoProducts(): (title: string) => ListedProduct {
  let products: ListedProduct[];
  beforeAll(async () => {
    products = await listProducts();
  });
  return (title) => productTitled(products, title);
}

/**
 * Puts one unit of the product in this browser's cart (in `color`, else its first choices) and fills the
 * checkout's form with `details` (as `shippingDetails` completes them); Place Order may be pressed when it
 * returns. A signed-in shopper's form is filled from the profile first: `profileFirstName` waits for that.
 */
export async function readyToOrder(
  page: Page,
  order: {
    product: ListedProduct;
    color?: string;
    details: Partial<ShippingDetails>;
    profileFirstName?: string;
  },
): Promise<void> {
  const { product, color, details, profileFirstName } = order;
  const selectedOptions: Choice[] | undefined = color ? [{ name: 'Color', value: color }] : undefined;
  await seedCart(page, [{ product, selectedOptions }]);
  await openCheckout(page);
  if (profileFirstName) {
    await page.waitForFunction(
      (name) => (document.querySelector('input[name="firstName"]') as HTMLInputElement | null)?.value === name,
      profileFirstName,
    );
  }
  await fillShipping(page, shippingDetails(details));
  await placeOrderEnabled(page);
}

/** Opens the checkout on this browser's cart, its shipping form shown. */
export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
}

/** Waits until Place Order may be pressed (the quote for the filled form has come). */
export async function placeOrderEnabled(page: Page): Promise<void> {
  await eventually(async () =>
    expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(false),
  );
}

/**
 * A product of the file's own with one unit of one colour, in a category of its own: made before the file's
 * tests, deleted after them (issue 19's last unit). Call it in a describe block.
 */
export function useLastUnit(made: {
  category: string;
  title: string;
  description: string;
  price: number;
  color: { label: string; hex: string };
}): () => ListedProduct {
  let product: ListedProduct;
  let categoryId: string;
  beforeAll(async () => {
    categoryId = (
      await adminApi<{ data: { _id: string } }>('/categories/', {
        method: 'POST',
        body: { title: unique(made.category), description: 'e2e' },
      })
    ).data._id;
    product = (
      await adminApi<{ data: ListedProduct }>('/products', {
        method: 'POST',
        body: {
          title: unique(made.title),
          description: made.description,
          price: made.price,
          product_category_id: categoryId,
          options: [{ name: 'Color', values: [{ ...made.color, stock: 1 }] }],
        },
      })
    ).data;
  });
  afterAll(async () => {
    await adminApi(`/products/${product._id}`, { method: 'DELETE' }).catch(() => undefined);
    await adminApi(`/categories/${categoryId}`, { method: 'DELETE' }).catch(() => undefined);
  });
  return () => product;
}

/** Waits until the product page offers the colour's last unit again (the order that took it gave it back). */
export async function expectLastUnitBack(page: Page, product: ListedProduct, color: string): Promise<void> {
  await eventually(async () => {
    await page.goto(`/products/${product._id}`);
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await addToCart.waitFor({ timeout: 3000 });
    expect(await addToCart.isDisabled()).toBe(false);
  }, 20_000);
  expect(await textOf(page.locator('fieldset', { hasText: color }))).toContain('Only 1 left');
}

export async function cartOf(sessionId: string) {
  return (
    await api<{ cart: { items: Array<{ product: { _id: string; title: string }; quantity: number }> } }>(
      `/cart?sessionId=${encodeURIComponent(sessionId)}`,
    )
  ).body.cart.items;
}

export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** '1588.94 EGP' or '−43.90 EGP' -> 1588.94 / 43.9 */
export function amountOf(text: string): number {
  const match = /(\d+(?:\.\d+)?) EGP/.exec(text);
  if (!match) throw new Error(`no EGP amount in "${text}"`);
  return Number(match[1]);
}

export interface ShownFigures {
  subtotal: number;
  discount: number;
  taxes: Array<{ label: string; amount: number }>;
  /** An amount, the drawer's 'Calculated on checkout', or null when no row shows. */
  shipping: number | string | null;
  total: number;
}

/** The figures a summary shows, read from its rows (data-row marks each). */
export async function shownFigures(scope: Locator): Promise<ShownFigures> {
  const value = async (row: string) => textOf(scope.locator(`[data-row="${row}"] dd`));
  const taxes = [];
  for (const row of await scope.locator('[data-row="tax"]').all()) {
    taxes.push({ label: await textOf(row.locator('dt')), amount: amountOf(await textOf(row.locator('dd'))) });
  }
  const hasDiscount = (await scope.locator('[data-row="discount"]').count()) > 0;
  const hasShipping = (await scope.locator('[data-row="shipping"] dd').count()) > 0;
  const shipping = hasShipping ? await value('shipping') : null;
  return {
    subtotal: amountOf(await value('subtotal')),
    discount: hasDiscount ? amountOf(await value('discount')) : 0,
    taxes,
    shipping: shipping !== null && / EGP$/.test(shipping) ? amountOf(shipping) : shipping,
    total: amountOf(await value('total')),
  };
}

/** What a shopper types into the required Shipping Information fields: those of the order's shipping info. */
export type ShippingDetails = Pick<
  ShippingInfo,
  'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'city'
>;

export const shippingDetails = (overrides: Partial<ShippingDetails> = {}): ShippingDetails => ({
  firstName: 'Nour',
  lastName: 'Samir',
  email: uniqueEmail('checkout'),
  phone: '+20 100 123 4567',
  street: '9 Corniche Street',
  city: 'Alexandria',
  ...overrides,
});

export async function fillShipping(page: Page, details: ShippingDetails): Promise<void> {
  await page.getByLabel('First Name').fill(details.firstName);
  await page.getByLabel('Last Name').fill(details.lastName);
  await page.getByLabel('Email Address').fill(details.email);
  await page.getByLabel('Phone Number').fill(details.phone);
  await page.getByLabel('Street').fill(details.street);
  await page.getByLabel('City').selectOption(details.city);
}

export interface StoredOrder {
  _id: string;
  customerInfo: { email: string; address: { city: string } };
  subtotal: number;
  discountAmount: number;
  shippingCost: number;
  taxes: Array<{ taxName: string; value: number; amount: number }>;
  totalAmount: number;
  promoCode?: string;
}

/** Every order placed with this email, as the back office sees them. */
export async function ordersOf(email: string): Promise<StoredOrder[]> {
  const cookie = await loginCookie(ADMIN.email, ADMIN.password);
  const answer = await api<StoredOrder[]>('/orders', { cookie });
  if (answer.status !== 200) throw new Error(`GET /orders answered ${answer.status}`);
  return answer.body.filter((order) => order.customerInfo.email === email.toLowerCase());
}

/** The Error modal (storefront spec §2): its text, then closed with its Close button. */
export async function closeErrorModal(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await dialog.waitFor();
  const text = await textOf(dialog.locator('p'));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}
