import ogs from 'open-graph-scraper';
import { api } from '../../support/api';
import { baseUrl } from '../../support/browser';
import { eventually } from '../../support/eventually';
import { adminApi, unique } from '../admin/admin-support';

// What WhatsApp, Facebook or a crawler reads: the server's HTML, no JavaScript (issue 29, decision 020).

interface Product {
  _id: string;
  title: string;
  price: number;
  image: string;
  availability: boolean;
}

const SHOP = 'Glow & Co. Cairo';

async function page(path: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: answer.status, html: await answer.text() };
}

/** The page as a link preview reads it, with the open-graph-scraper package (no JavaScript run). */
async function preview(html: string) {
  const { result, error } = await ogs({ html });
  if (error) throw new Error(`open-graph-scraper could not read the page: ${JSON.stringify(result)}`);
  return result;
}

/** The parts of a schema.org node the tests read. */
interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
  image?: string[];
  offers?: { price: string };
  itemListElement: Array<{ position: number; name: string; item?: string }>;
}

const jsonLd = (html: string): JsonLdNode[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));

/** Polls until `check` passes: the render server and gateway keep reads 5 s (and one stale round). */
const untilFresh = (check: () => Promise<void>) => eventually(check, 30_000, 1000);

describe('link previews, structured data and status codes from the server', () => {
  let product: Product;

  beforeAll(async () => {
    const list = (await api<{ data: Product[] }>('/products')).body.data;
    product = list.find((item) => item.image.startsWith('/api/images/')) ?? list[0]!;
  });

  it('when a product link is previewed, then its name with the shop, description, absolute image and price show', async () => {
    const { status, html } = await renderedPage(`/products/${product._id}`);
    expect(status).toBe(200);
    const card = await preview(html);
    expect(card.ogTitle).toBe(`${product.title} — ${SHOP}`);
    expect(card.ogType).toBe('product');
    expect(card.ogSiteName).toBe(SHOP);
    expect(card.ogDescription?.length).toBeGreaterThan(10);
    expect(card.ogUrl).toBe(`${baseUrl()}/products/${product._id}`);
    expect(card.ogPriceAmount).toBe(product.price.toFixed(2));
    expect(card.ogPriceCurrency).toBe('EGP');
    expect(card.twitterCard).toBe('summary_large_image');
    const image = card.ogImage?.[0]?.url ?? '';
    expect(image).toMatch(/^http:\/\/localhost:\d+\/api\/images\//);
    const fetched = await fetch(image.replace(/^http:\/\/localhost/, 'http://127.0.0.1'));
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toMatch(/^image\//);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/products/${product._id}" />`);
  });

  it('when the product page is read, then JSON-LD has a Product with an EGP Offer and availability, a BreadcrumbList, and no rating', async () => {
    const { html } = await page(`/products/${product._id}`);
    const data = jsonLd(html);
    const item = data.find((entry) => entry['@type'] === 'Product')!;
    expect(item).toMatchObject({ '@context': 'https://schema.org', name: product.title, sku: product._id });
    expect(item.image?.[0]).toMatch(/^http:\/\/localhost:\d+\/api\/images\//);
    expect(item.offers).toMatchObject({
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'EGP',
      availability: product.availability ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    });
    expect(item.offers?.price).toMatch(/^\d+\.\d{2}$/);
    expect(item).not.toHaveProperty('aggregateRating');
    expect(item).not.toHaveProperty('review');
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    crumbs.itemListElement.forEach((crumb, index) => {
      expect(crumb.position).toBe(index + 1);
      expect(crumb.name.length).toBeGreaterThan(0);
      expect(crumb.item).toMatch(/^http:\/\/localhost:\d+\//);
    });
    expect(crumbs.itemListElement.at(-1)?.name).toBe(product.title);
  });

  it('when a crawler reads the product page, then the product is in the HTML: title, price, availability, description', async () => {
    const { html } = await page(`/products/${product._id}`);
    expect(html).toContain('data-first-paint="product"');
    expect(html).toContain(`${product.price.toFixed(2)} EGP`);
    expect(html).not.toContain('Beauty Corner');
  });

  it('when the home page is previewed, then the shop name, Organization and WebSite', async () => {
    const { html } = await page('/');
    const card = await preview(html);
    expect(card.ogTitle).toBe(SHOP);
    const types = jsonLd(html).map((entry) => entry['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    const favicon = await fetch(`${baseUrl()}/favicon.svg`);
    expect(await favicon.text()).toContain('>G</text>');
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as { name: string };
    expect(manifest.name).toBe(SHOP);
  });

  it('when the catalogue is read, then its first page of products is in the HTML with its own title', async () => {
    const { status, html } = await page('/our-collection');
    expect(status).toBe(200);
    expect((await preview(html)).ogTitle).toBe(`Our Collection — ${SHOP}`);
    expect(html).toContain('<h1 class="fp-heading">Our Collection</h1>');
    expect(html.match(/class="fp-card"/g)?.length).toBe(6);
  });

  it('when a path is no page, then 404 with the Not Found page; an unknown product, 404 with Product not found!', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Well, this is awkward...');
    const unknown = await page('/products/ffffffffffffffffffffffff');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Product not found!');
    expect((await page('/products/not-an-id')).status).toBe(404);
    expect((await page('/checkout')).status).toBe(200);
    const admin = await page('/admin/products');
    expect(admin.status).toBe(200);
    const unknownApi = await fetch(`${baseUrl()}/api/nope`);
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers.get('content-type')).toMatch(/json/);
  });

  it('when robots.txt is read, then the shop and images are open, the admin and API closed, and the sitemap named', async () => {
    const answer = await fetch(`${baseUrl()}/robots.txt`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('Allow: /api/images/');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('when a product is added and then deleted, then the sitemap and its page follow, and the deleted page answers 404', async () => {
    const title = unique('Sitemap Serum');
    const created = (
      await adminApi<{ data: Product }>('/products', {
        method: 'POST',
        body: { title, description: 'A serum for the sitemap', price: 199, product_category_id: null },
      })
    ).data;
    const loc = `${baseUrl()}/products/${created._id}`;
    await untilFresh(async () => {
      const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
      expect(xml).toContain(`<loc>${loc}</loc>`);
      expect(xml).toMatch(new RegExp(`<loc>${loc}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    });
    expect((await page(`/products/${created._id}`)).status).toBe(200);
    await adminApi(`/products/${created._id}`, { method: 'DELETE' });
    await untilFresh(async () => {
      const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
      expect(xml).not.toContain(loc);
      const gone = await page(`/products/${created._id}`);
      expect(gone.status).toBe(404);
      expect(gone.html).toContain('Product not found!');
    });
  }, 90_000);
});

/** The first load after start may find the render server's reads cold and get the bare shell: load again. */
async function renderedPage(path: string) {
  let last = await page(path);
  for (let attempt = 0; attempt < 5 && !last.html.includes('og:title'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    last = await page(path);
  }
  return last;
}
