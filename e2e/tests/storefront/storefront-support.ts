import type { Page } from 'playwright-core';
import { baseUrl } from '../../support/browser';

export { uniqueEmail } from '../../support/api';
export { useBrowser } from '../../support/browser';

/** Waits until a toast with exactly this text is shown. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-toast]', { hasText: text }).first().waitFor({ state: 'visible' });
}

/** The parts of the data block of `/` (the storefront's render server, mf-storefront/first-paint; decisions 005, 015, 020). */
export const HOME_BLOCK_PARTS = ['config', 'stats', 'social', 'announcements', 'categories'] as const;

/**
 * Has the render server read the home page's data block in full, so that a page load in the next 5 s (the
 * gateway's and its caches) gets every part. On a busy machine a part can miss the render server's 800 ms limit
 * and be left out, or the page the gateway's 1 s limit (the bare shell); the page then reads it itself, which is
 * right, but a test counting the page's calls needs the whole block.
 */
export async function warmHomeDataBlock(tries = 4): Promise<void> {
  let missing: string[] = [];
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 5_100));
    const html = await (await fetch(baseUrl(), { headers: { accept: 'text/html' } })).text();
    const json = /<script type="application\/json" id="shop-bootstrap">(.*?)<\/script>/s.exec(html)?.[1];
    const block = (json ? JSON.parse(json) : {}) as object;
    missing = HOME_BLOCK_PARTS.filter((part) => !(part in block));
    if (missing.length === 0) return;
  }
  throw new Error(`the gateway left ${missing.join(', ')} out of the data block of / ${tries} times`);
}
