import { uploadPhoto } from '../../support/photos';
import { asAdmin, ownProduct, type OwnProduct } from '../admin/admin-support';
import { eventually } from '../../support/eventually';
import { baseUrl, useBrowser } from '../../support/browser';

// Decision 034 (issue 29): the render server inlines the product photo's phone rendition into the HTML, so the
// photo paints with the page even when no image request gets through. The product and its 800 px photo are the
// test's own: a demo product may carry another test's 2 px upload, and Chrome counts an image's paint by the
// smaller of its box and its own pixels, so such a photo is never the largest paint.

interface Paint {
  url: string;
  size: number;
  tag?: string;
}

const PHONE = { width: 390, height: 844 };

describe("the product photo in the server's HTML", () => {
  const browser = useBrowser(PHONE);
  let product: OwnProduct;

  beforeAll(async () => {
    product = await ownProduct(240, 'Inline Photo Serum');
    await uploadPhoto(product._id, await asAdmin(), { size: 800, alt: 'The serum bottle' });
    // the catalog makes the renditions after the upload; the render server inlines the phone one once it exists
    await eventually(async () => {
      const html = await (
        await fetch(`${baseUrl()}/products/${product._id}`, { headers: { accept: 'text/html' } })
      ).text();
      expect(html).toContain('background:url(data:image/avif;base64,');
    }, 30_000, 1000);
  });
  afterAll(() => product?.cleanup());

  it("when the photo's image requests are held back, then the photo still paints with the HTML and is the largest paint", async () => {
    const page = browser.page();
    await page.route('**/api/images/**', (route) => route.abort());
    await page.addInitScript(() => {
      const paints: Paint[] = [];
      (window as unknown as { __lcp: Paint[] }).__lcp = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { url: string; size: number; element: Element | null }
        >) {
          paints.push({ url: entry.url.slice(0, 23), size: entry.size, tag: entry.element?.tagName });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`/products/${product._id}`);
    await page.locator('#main h1').first().waitFor();
    // the heading may paint first; the photo's paint follows once its inline AVIF is decoded
    await page.waitForFunction(
      () => (window as unknown as { __lcp: Paint[] }).__lcp.some((paint) => paint.tag === 'IMG'),
      null,
      { timeout: 15_000 },
    );
    const paints = await page.evaluate(() => (window as unknown as { __lcp: Paint[] }).__lcp);

    expect(paints.at(-1)).toMatchObject({ url: 'data:image/avif;base64,', tag: 'IMG' });
    // the whole photo box (390 px square less the page's padding), not a thumbnail
    expect(paints.at(-1)!.size).toBeGreaterThan(300 * 300);
  }, 90_000);
});
