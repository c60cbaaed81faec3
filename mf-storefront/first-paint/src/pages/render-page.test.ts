import type { Product, ProductResponse } from '@shop/contracts';
import { buildProduct } from '../../../src/test-support/build-product';
import type { ShopData, SiteParts } from '../data/shop-data';
import { renderPage } from './render-page';

const ORIGIN = 'https://glow.example.eg';
const CATEGORY = { _id: 'c'.repeat(24), title: 'Skincare', description: 'Serums and creams' };
const SITE: SiteParts = {
  config: {
    name: 'Glow & Co. Cairo',
    slogan1: 'Glow',
    slogan2: 'Shine',
    description: 'Genuine skincare, delivered across Egypt.',
    aboutUs1: '',
    aboutUs2: '',
  },
  social: { instagram: 'https://instagram.com/glow', facebook: '', tiktok: '', twitter: '', phone1: '', phone2: '' },
  categories: { data: [CATEGORY] },
};

function shopData(products: Product[], site: SiteParts = SITE): ShopData {
  return {
    site: async () => site,
    products: async () => ({ data: products }),
    product: async (id): Promise<ProductResponse | null> => {
      const found = products.find((product) => product._id === id);
      return found ? { data: found } : null;
    },
    search: async () => ({ data: [], total: 0, categories: [] }),
  };
}

/** The parts of a schema.org node the tests read. */
interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
  image?: string[];
  offers?: { price: string };
  itemListElement: Array<{ position: number; name: string; item?: string }>;
}

const jsonLd = (head: string): JsonLdNode[] =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

describe('renderPage', () => {
  const serum = buildProduct({
    title: 'Rose <Serum>',
    description: 'A serum with rose water.',
    price: 349,
    oldPrice: 420,
    image: '/api/images/abc',
    product_category_id: CATEGORY._id,
    options: [{ name: 'Size', values: [{ label: '30 ml', stock: 3 }] }],
  });
  const context = { data: shopData([serum]), origin: ORIGIN };

  it('when a product is asked for, then its head names it and the shop, with canonical, Open Graph and price', async () => {
    const page = await renderPage(`/products/${serum._id}?utm_source=whatsapp`, context);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Rose &lt;Serum&gt; — Glow &amp; Co. Cairo</title>');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/products/${serum._id}" />`);
    expect(page.head).toContain(`<meta property="og:image" content="${ORIGIN}/api/images/abc" />`);
    expect(page.head).toContain('<meta property="og:type" content="product" />');
    expect(page.head).toContain('<meta property="product:price:amount" content="349.00" />');
    expect(page.head).toContain('<meta property="product:price:currency" content="EGP" />');
    expect(page.head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('when a product is asked for, then its JSON-LD is a Product with an EGP Offer and a BreadcrumbList, without ratings', async () => {
    const [product, crumbs] = jsonLd((await renderPage(`/products/${serum._id}`, context)).head);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rose <Serum>',
      image: [`${ORIGIN}/api/images/abc`],
      offers: { '@type': 'Offer', price: '349.00', priceCurrency: 'EGP', availability: 'https://schema.org/InStock' },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Our Collection',
      'Skincare',
      'Rose <Serum>',
    ]);
  });

  it('when a product is asked for, then its first paint shows image, title, price, availability, options and description, and the data block carries it', async () => {
    const page = await renderPage(`/products/${serum._id}`, context);
    expect(page.firstPaint).toBe('product');
    expect(page.root).toContain('<h1 class="fp-title">Rose &lt;Serum&gt;</h1>');
    expect(page.root).toContain('349.00 EGP');
    expect(page.root).toContain('<img src="/api/images/abc"');
    expect(page.root).toContain('<dt>Size</dt><dd>30 ml</dd>');
    expect(page.data).toEqual({ product: { data: serum } });
  });

  it('when the photo\'s phone rendition can be inlined, then it is the image\'s background, painted with the HTML, and the srcset still chooses the photo', async () => {
    const stored = buildProduct({ image: `/api/images/${'a'.repeat(24)}`, images: [{ id: 'a'.repeat(24), width: 400, height: 400 }] });
    const asked: string[] = [];
    const images = {
      dataUri: async (image: string) => {
        asked.push(image);
        return 'data:image/avif;base64,AAAAHGZ0eXBhdmlm';
      },
    };
    const page = await renderPage(`/products/${stored._id}`, { data: shopData([stored]), origin: ORIGIN, images });
    expect(asked).toEqual([stored.image]);
    const img = /<img [^>]*>/.exec(page.root)![0];
    expect(img).toContain('style="background:url(data:image/avif;base64,AAAAHGZ0eXBhdmlm) center/cover no-repeat"');
    expect(img).toContain(`srcset="${stored.image}/160.webp 160w`);
    expect(img).toContain('width="400" height="400" fetchpriority="high"');
    expect(page.root).toContain(`<source type="image/avif" srcset="${stored.image}/160.avif 160w`);
    // the link preview keeps the photo's absolute address, and the data block carries no copy of the bytes
    expect(page.head).toContain(`<meta property="og:image" content="${ORIGIN}${stored.image}" />`);
    expect(JSON.stringify(page.data)).not.toContain('data:image');
    // none to inline: no background
    const plain = await renderPage(`/products/${stored._id}`, { data: shopData([stored]), origin: ORIGIN, images: { dataUri: async () => undefined } });
    expect(/<img [^>]*>/.exec(plain.root)![0]).not.toContain('style=');
  });

  it('when the catalogue is asked for, then its first row\'s photos (the phone card rendition) are painted with the HTML, the rest come by the network', async () => {
    const stored = Array.from({ length: 3 }, (_, index) =>
      buildProduct({ title: `Stored ${index}`, image: `/api/images/${String(index).repeat(24)}`, createdAt: `2026-11-0${index + 1}T00:00:00.000Z` }),
    );
    const asked: Array<[string, number | undefined]> = [];
    const images = {
      dataUri: async (image: string, width?: 320 | 640) => {
        asked.push([image, width]);
        return `data:image/avif;base64,${image.slice(-4)}`;
      },
    };
    const page = await renderPage('/our-collection', { data: shopData(stored), origin: ORIGIN, images });
    const cards = [...page.root.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(cards).toHaveLength(3);
    expect(asked).toHaveLength(2);
    expect(asked.every(([, width]) => width === 320)).toBe(true);
    for (const [index, img] of cards.entries()) {
      if (index < 2) expect(img).toContain(`loading="eager" style="background:url(data:image/avif;base64,`);
      else expect(img).not.toContain('style=');
    }
  });

  it('when the product is unknown or deleted, then 404 with the spec\'s text', async () => {
    const page = await renderPage('/products/ffffffffffffffffffffffff', context);
    expect(page.status).toBe(404);
    expect(page.root).toContain('Product not found!');
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('when the path is not a page of the route list, then 404 with the Not Found page', async () => {
    const page = await renderPage('/no-such-page', context);
    expect(page.status).toBe(404);
    expect(page.root).toContain('Well, this is awkward...');
    expect(page.head).toContain('<title>Page not found — Glow &amp; Co. Cairo</title>');
  });

  it('when the home page is asked for, then Organization and WebSite, and the hero with the site data block', async () => {
    const page = await renderPage('/', context);
    expect(page.head).toContain('<title>Glow &amp; Co. Cairo</title>');
    const [organization, website] = jsonLd(page.head);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Glow & Co. Cairo', sameAs: ['https://instagram.com/glow'] });
    expect(website).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/` });
    expect(page.firstPaint).toBe('home');
    expect(page.data.config?.name).toBe('Glow & Co. Cairo');
  });

  it('when a category\'s catalogue is asked for, then its title, canonical and the first page of its products', async () => {
    const others = Array.from({ length: 8 }, () => buildProduct({ product_category_id: CATEGORY._id }));
    const page = await renderPage(`/our-collection?category=${CATEGORY._id}`, { ...context, data: shopData([serum, ...others, buildProduct()]) });
    expect(page.head).toContain('<title>Skincare — Glow &amp; Co. Cairo</title>');
    expect(page.head).toContain(`href="${ORIGIN}/our-collection?category=${CATEGORY._id}"`);
    expect(page.root).toContain('Displaying 6 of 9 Products');
    expect(page.root.match(/class="fp-card"/g)).toHaveLength(6);
    expect(page.root).toContain(`<a class="fp-category" href="/our-collection?category=${CATEGORY._id}" aria-current="page">`);
    expect(page.firstPaint).toBe('catalog');
  });

  it('when a filtered, sorted catalogue page is asked for, then that page of the list is painted with its filters', async () => {
    const cheap = Array.from({ length: 8 }, (_, index) => buildProduct({ title: `Cheap Serum ${index}`, price: 10 + index, product_category_id: CATEGORY._id }));
    const data = shopData([serum, ...cheap, buildProduct({ title: 'Serum Sold Out', availability: false, product_category_id: CATEGORY._id })]);
    const page = await renderPage(`/our-collection?category=${CATEGORY._id}&q=serum&inStock=true&sort=priceAsc&page=2`, { ...context, data });
    expect(page.root).toContain('Displaying 3 of 9 Products');
    expect([...page.root.matchAll(/class="fp-card-title"[^>]*><a [^>]*>([^<]*)</g)].map((match) => match[1])).toEqual(['Cheap Serum 6', 'Cheap Serum 7', 'Rose &lt;Serum&gt;']);
    expect(page.root).toContain('value="serum" disabled');
    expect(page.root).toContain('<option value="priceAsc" selected>');
    expect(page.root).toContain('role="switch" checked disabled');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/our-collection?category=${CATEGORY._id}" />`);
  });

  it('when a content page is asked for, then its own title, canonical without a trailing slash and a BreadcrumbList', async () => {
    const page = await renderPage('/about-us/', context);
    expect(page.head).toContain('<title>Our Story — Glow &amp; Co. Cairo</title>');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/about-us" />`);
    expect(jsonLd(page.head)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('when a personal page is asked for, then a head with its title that keeps it out of search engines', async () => {
    const page = await renderPage('/checkout', context);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Checkout — Glow &amp; Co. Cairo</title>');
    expect(page.head).toContain('noindex');
    expect(page.root).toBe('');
  });
});

describe('renderPage in Arabic (issue 30)', () => {
  const serum = buildProduct({
    title: 'Rose Serum',
    titleAr: 'سيروم الورد',
    description: 'A serum with rose water.',
    descriptionAr: 'سيروم بماء الورد.',
    price: 349,
    reviews: 3,
    product_category_id: CATEGORY._id,
  });
  const site: SiteParts = { ...SITE, config: { ...SITE.config!, nameAr: 'جلو القاهرة', slogan1Ar: 'إشراقة كل يوم' } };
  const context = { data: shopData([serum], site), origin: ORIGIN };

  it('when an Arabic product page is asked for, then its head, canonical and first paint are Arabic, with both hreflang twins', async () => {
    const page = await renderPage(`/ar/products/${serum._id}`, context);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>سيروم الورد — جلو القاهرة</title>');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/ar/products/${serum._id}" />`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/products/${serum._id}" />`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/products/${serum._id}" />`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/products/${serum._id}" />`);
    expect(page.head).toContain('content="ar_EG"');
    expect(page.root).toContain('<h1 class="fp-title">سيروم الورد</h1>');
    expect(page.root).toContain('349.00 ج.م');
    expect(page.root).toContain('3 تقييمات');
    expect(page.root).toContain(`href="/ar/our-collection"`);
  });

  it('when the English twin is asked for, then it is canonical itself and names the Arabic one', async () => {
    const page = await renderPage(`/products/${serum._id}`, context);
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/products/${serum._id}" />`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/products/${serum._id}" />`);
    expect(page.root).toContain('<h1 class="fp-title">Rose Serum</h1>');
  });

  it('when the Arabic home and catalogue are asked for, then the hero and the grid are Arabic', async () => {
    const home = await renderPage('/ar', context);
    expect(home.root).toContain('إشراقة كل يوم');
    expect(home.root).toContain('تسوّق الآن');
    expect(home.head).toContain(`<link rel="canonical" href="${ORIGIN}/ar" />`);
    const catalog = await renderPage(`/ar/our-collection?category=${CATEGORY._id}`, context);
    expect(catalog.root).toContain('<h1 class="fp-heading">منتجاتنا</h1>');
    expect(catalog.root).toContain('سيروم الورد');
    expect(catalog.head).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/our-collection?category=${CATEGORY._id}" />`);
  });

  it('when an Arabic path is no page, then a 404 with the Arabic Not Found page', async () => {
    const page = await renderPage('/ar/no-such-page', context);
    expect(page.status).toBe(404);
    expect(page.head).toContain('الصفحة غير موجودة — جلو القاهرة');
    expect(page.root).toContain('href="/ar"');
  });
});
