import type { Browser, Page } from 'playwright-core';
import { ADMIN, api, loginCookie } from '../../support/api';
import { newPage } from '../../support/browser';
import { eventually } from '../../support/eventually';

export { useBrowser } from '../../support/browser';
export { eventually } from '../../support/eventually';


/** Signs in through the shell's login page, as a person would. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  // A signed-in visitor who opens /login is sent on to /profile (issue 32), so a second sign-in on the same page
  // starts from a signed-out browser.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Login successful! Redirecting to your profile...').waitFor();
}

/** Signs in as the seeded admin and opens an admin screen. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(path);
  await page.locator('#admin-main').waitFor();
}

/** Waits until a toast with exactly this text is shown. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .locator('[data-toast]')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first()
    .waitFor({ state: 'visible' });
}

/** Types DELETE into the open confirmation dialog and confirms (checking the button was disabled before). */
export async function confirmDelete(page: Page, buttonName = 'Delete'): Promise<void> {
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: buttonName, exact: true });
  if (!(await confirm.isDisabled()))
    throw new Error('the confirm button was enabled before DELETE was typed');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await dialog.waitFor({ state: 'detached' });
}

export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

let adminCookie: Promise<string> | undefined;
/** The admin's auth cookie for arranging and checking through the API. */
export function asAdmin(): Promise<string> {
  adminCookie ??= loginCookie(ADMIN.email, ADMIN.password);
  return adminCookie;
}

/** Calls an admin route and fails loudly when it is refused. */
export async function adminApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await api<T>(path, { ...init, cookie: await asAdmin() });
  if (res.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A real 2x2 PNG in the brand colour, small enough to upload in every test. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNYaZUCRAwQCgAk5gUd3fWhcwAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A labelled field by its exact label. Required fields end their label with a '*' that screen readers skip
 * (aria-hidden) but Playwright's label text keeps, so it may follow the name.
 */
export function field(scope: Pick<Page, 'getByLabel'>, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

export interface OwnProduct {
  _id: string;
  title: string;
  price: number;
  /** Deletes the product and its category again. */
  cleanup: () => Promise<void>;
}

/** A product of the test's own, in a category of its own, so no test depends on the demo catalogue. */
export async function ownProduct(price: number, prefix = 'Rose Water Toner'): Promise<OwnProduct> {
  const category = (
    await adminApi<{ data: { _id: string } }>('/categories/', {
      method: 'POST',
      body: { title: unique('E2E shelf'), description: 'e2e' },
    })
  ).data;
  const title = unique(prefix);
  const product = (
    await adminApi<{ data: { _id: string } }>('/products', {
      method: 'POST',
      body: { title, description: 'Made for a browser test', price, product_category_id: category._id },
    })
  ).data;
  return {
    _id: product._id,
    title,
    price,
    cleanup: async () => {
      await adminApi(`/products/${product._id}`, { method: 'DELETE' }).catch(() => undefined);
      await adminApi(`/categories/${category._id}`, { method: 'DELETE' }).catch(() => undefined);
    },
  };
}

/** Puts the product in a new cart (as the product page would) and returns the cart's session id. */
export async function cartWith(productId: string, quantity = 1): Promise<string> {
  return eventually(async () => {
    const res = await api<{ sessionId: string }>('/cart/add', {
      method: 'POST',
      body: { productId, quantity },
    });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`cart add answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.sessionId;
  });
}

/**
 * A shopper on /checkout, in a browser context of their own, whose cart holds a product of the test's own
 * (`ownProduct(price, prefix)`): runs `use` on the page, then closes the context and deletes the product.
 */
export async function atCheckoutWithOwnProduct(
  browser: Browser,
  price: number,
  prefix: string,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const product = await ownProduct(price, prefix);
  try {
    const sessionId = await cartWith(product._id);
    const { context, page } = await newPage(browser);
    try {
      await context.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
      await use(page);
    } finally {
      await context.close();
    }
  } finally {
    await product.cleanup();
  }
}
