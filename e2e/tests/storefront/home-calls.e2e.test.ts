import type { Page } from 'playwright-core';
import { api } from '../../support/api';
import { useBrowser, warmHomeDataBlock } from './storefront-support';

/**
 * Issue #21: what a visitor's first load of `/` asks the API for, shell and storefront together. Each spec
 * call (storefront spec §7) at most once per page; the figure below is the one recorded in
 * docs/decisions/015-home-page-reads.md, so a new read on the home page has to be argued there first.
 */
const MAX_HOME_API_CALLS = 8;

/** Quiet time after the network went idle, so that a late call (a timer, a second effect) is still counted. */
const AFTER_IDLE_MS = 1_500;

interface ApiCall {
  method: string;
  url: string;
  status: number;
  json: boolean;
  bytes: number;
}

/** Records every /api/* answer the page gets, with the size of its (decoded) body. */
function recordApiCalls(page: Page): { calls: ApiCall[]; settled: () => Promise<void> } {
  const calls: ApiCall[] = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call: ApiCall = {
      method: response.request().method(),
      url: url.pathname + url.search,
      status: response.status(),
      json: (response.headers()['content-type'] ?? '').includes('json'),
      bytes: 0,
    };
    calls.push(call);
    pending.push(
      response.body().then(
        (body) => void (call.bytes = body.length),
        () => undefined, // a body the browser no longer holds counts as 0; the call itself is what matters
      ),
    );
  });
  return { calls, settled: async () => void (await Promise.all(pending)) };
}

describe('the API calls of the home page', () => {
  const browser = useBrowser();

  it('when a visitor opens /, then each call goes out once and no more calls than recorded go out', async () => {
    const page = browser.page();
    const recorder = recordApiCalls(page);

    await warmHomeDataBlock(); // the figure is that of a whole block; a part left out is read by the page
    await page.goto('/');
    await page.locator('#new-arrivals [data-testid="product-card"]').first().waitFor();
    await page.locator('#hero-title', { hasText: /\S/ }).waitFor();
    await page.locator('#collection li').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(AFTER_IDLE_MS);
    await recorder.settled();

    const { calls } = recorder;
    const bytes = (json: boolean) =>
      calls.filter((c) => c.json === json).reduce((sum, c) => sum + c.bytes, 0);
    console.log(
      [
        `/ made ${calls.length} API calls: ${bytes(true)} bytes of JSON, ${bytes(false)} bytes of images`,
        ...calls.map((c) => `  ${c.method} ${c.url} ${c.status} ${c.bytes} B`),
      ].join('\n'),
    );
    const keys = calls.map((call) => `${call.method} ${call.url}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(MAX_HOME_API_CALLS);
    expect(calls.filter((call) => call.status >= 400 && call.url !== '/api/auth/me')).toEqual([]);
    // the page's own data block answered these (docs/decisions/005, 015), and its hero shows what the API says
    const inTheBlock = /^GET \/api\/(config|stats|social|announcements\/visible|categories\/)$/;
    expect(keys.filter((key) => inTheBlock.test(key))).toEqual([]);
    const config = await api<{ slogan1: string }>('/config');
    expect(await page.locator('#hero-title').innerText()).toBe(config.body.slogan1);
  });
});
