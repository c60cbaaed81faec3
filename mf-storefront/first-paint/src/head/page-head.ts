import { escapeHtml, jsonForScript } from '../html';

/** What a page says about itself to browsers, crawlers and link previews (issue 29 item 1). */
export interface PageHead {
  /** The whole tab title ("{product} — {shop name}"). */
  title: string;
  shopName: string;
  description: string;
  /** Absolute: the configured public origin and the page's path. */
  canonical: string;
  type: 'website' | 'product';
  /** Absolute URL of a real image (a product's photo); none: no image tags. */
  image?: { url: string; alt: string };
  /** A product's price, as schema.org and Open Graph want it: '349.00' and 'EGP'. */
  price?: { amount: string; currency: string; inStock: boolean };
  /** Personal and transactional pages, and the Not Found page, stay out of search engines. */
  indexable: boolean;
  /** schema.org objects written as one JSON-LD block each. */
  structuredData: object[];
  /** Open Graph's locale: 'en_EG' or 'ar_EG'. */
  locale?: string;
  /** The page's address in each language (issue 30): hreflang alternates, English as x-default. */
  alternates?: { en: string; ar: string };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The page's tags for the head of index.html (the gateway takes out the shell's own title and description). */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
    meta('property', 'og:site_name', head.shopName),
    meta('property', 'og:locale', head.locale ?? 'en_EG'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.alternates) {
    const { en, ar } = head.alternates;
    tags.push(
      `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
      `<link rel="alternate" hreflang="ar" href="${escapeHtml(ar)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}" />`,
    );
  }
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
      meta('property', 'og:price:amount', head.price.amount),
      meta('property', 'og:price:currency', head.price.currency),
      meta('property', 'product:availability', head.price.inStock ? 'in stock' : 'out of stock'),
    );
  }
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('');
}

/** A product image path (`/api/images/…`) or URL as an absolute URL; '' (no image) as none. */
export function absoluteImage(origin: string, image: string): string | undefined {
  if (!image) return undefined;
  if (/^https?:\/\//i.test(image)) return image;
  return image.startsWith('/') ? `${origin}${image}` : undefined;
}
