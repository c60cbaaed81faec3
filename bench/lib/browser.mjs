// Headless Chromium for the front-end benchmarks (the browser tests' flags, read from e2e/support), plus what a page of the
// shop is ready at: the home page's product cards and contact section, both from the storefront remote.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-stack.mjs';

const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: require('./support/chromium-flags.json'),
  });
}

/** `/` has rendered: the hero's shop link, four product cards and the contact section are on the page. */
export async function waitForHome(page, timeout = 60_000) {
  await page.locator('#new-arrivals [data-testid="product-card"]').first().waitFor({ timeout });
  await page.locator('#contact').waitFor({ timeout });
}

/** The demo data is seeded a little after the services answer /readyz; the home page needs its products. */
export async function waitForSeed(baseUrl, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${baseUrl}/api/products`).catch(() => undefined);
    if (res?.ok) {
      const body = await res.json();
      const items = Array.isArray(body) ? body : (body.data ?? body.items ?? []);
      if (items.length > 0) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no products seeded');
}

export { median, percentile } from './stats.mjs';
