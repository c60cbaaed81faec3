import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// one list for the browser tests and the front-end benchmarks (bench/lib/browser.mjs)
import CHROMIUM_FLAGS from './chromium-flags.json';

/** The stack's one public URL (gateway + shell), set by the global setup. */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e`');
  return url;
};

/** The URL of any app of the e2e stack by its usual port (the e2e stack adds 10000). */
export const appUrl = (usualPort: number): string =>
  `http://127.0.0.1:${usualPort + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless. The flags keep it off the network beyond localhost: this machine refuses
 * every other connection, and Chromium's background services would otherwise retry them constantly.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * One browser per test file; a fresh context (own cookies and local storage) per test, at the given viewport size.
 * Call it in a describe block.
 */
export function useBrowser(viewport: { width?: number; height?: number } = {}): {
  page: () => Page;
  browser: () => Browser;
} {
  let browser: Browser;
  let current: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    current = (await newPage(browser, viewport)).page;
  });
  afterEach(async () => {
    await current?.context().close();
  });
  return { page: () => current, browser: () => browser };
}
