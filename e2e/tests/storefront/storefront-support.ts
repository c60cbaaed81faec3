import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../../support/browser';

/** One browser per test file; a fresh context (own cookies and local storage) per test. */
export function useBrowser(): { page: () => Page } {
  let browser: Browser;
  let current: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    current = (await newPage(browser)).page;
  });
  afterEach(async () => {
    await current?.context().close();
  });
  return { page: () => current };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shop.test`;
}

/** Waits until a toast with exactly this text is shown. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-toast]', { hasText: text }).first().waitFor({ state: 'visible' });
}
