import { buildProduct } from '../../../src/test-support/build-product';
import { createFirstSeen, faviconSvg, robotsTxt, sitemapEntries, sitemapXml, webManifest } from './site-files';

describe('robotsTxt', () => {
  it('when read, then the shop and its images are allowed, the admin and the rest of the API are not, and the sitemap is named', () => {
    const text = robotsTxt('https://glow.example.eg');
    expect(text).toContain('Allow: /api/images/');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://glow.example.eg/sitemap.xml');
  });
});

describe('sitemapEntries', () => {
  it('when built, then every indexable page, visible category and product, each with a lastmod', () => {
    const category = { _id: 'c'.repeat(24), title: 'Skincare', description: '' };
    const hidden = { _id: 'd'.repeat(24), title: 'Unassigned Items', description: '' };
    const product = buildProduct({ product_category_id: category._id, updatedAt: '2026-11-20T10:00:00.000Z' });
    const entries = sitemapEntries({ categories: { data: [category, hidden] } }, [product], createFirstSeen(() => 0));
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/our-collection',
      '/about-us',
      '/all-faqs',
      '/reviews',
      `/our-collection?category=${category._id}`,
      `/products/${product._id}`,
    ]);
    expect(entries.find((entry) => entry.path.startsWith('/products/'))?.lastmod).toBe('2026-11-20T10:00:00.000Z');
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.lastmod)))).toBe(true);
    const xml = sitemapXml('https://glow.example.eg', entries);
    expect(xml).toContain(`<loc>https://glow.example.eg/our-collection?category=${category._id}</loc>`);
  });

  it('when the sitemap lists a page, then also its Arabic twin, each naming both in hreflang alternates', () => {
    const xml = sitemapXml('https://glow.example.eg', [{ path: '/about-us', lastmod: '2026-11-20T10:00:00.000Z' }, { path: '/', lastmod: '2026-11-20T10:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://glow.example.eg/ar/about-us</loc>');
    expect(xml).toContain('<loc>https://glow.example.eg/ar</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://glow.example.eg/ar/about-us"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://glow.example.eg/about-us"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('when a page without a date changes, then its lastmod moves; unchanged, it stays', () => {
    let clock = 0;
    const firstSeen = createFirstSeen(() => clock);
    const first = firstSeen('/about-us', { name: 'A' });
    clock = 60_000;
    expect(firstSeen('/about-us', { name: 'A' })).toBe(first);
    expect(firstSeen('/about-us', { name: 'B' })).toBe(new Date(60_000).toISOString());
  });
});

describe('faviconSvg and webManifest', () => {
  it('when the shop is named, then the favicon shows its initial and the manifest its name', () => {
    expect(faviconSvg('Glow & Co. Cairo')).toContain('>G</text>');
    expect(webManifest('Glow & Co. Cairo', 'd')).toMatchObject({ name: 'Glow & Co. Cairo', start_url: '/' });
  });
});
