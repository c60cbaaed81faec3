import type { Category, Product, SiteConfig, SocialLinks } from '@shop/contracts';
import { absoluteImage } from './page-head';

const SCHEMA = 'https://schema.org';
export const CURRENCY = 'EGP';

/** A price as schema.org and Open Graph write it: 349 → '349.00'. */
export function priceAmount(price: number): string {
  return price.toFixed(2);
}

/**
 * schema.org Product with its Offer (price in EGP, availability). No AggregateRating: ratings are typed in by
 * admins, and search engines' review-snippet rules forbid ratings the shop sets itself.
 */
export function productData(origin: string, product: Product, category: Category | undefined): object {
  const url = `${origin}/products/${product._id}`;
  const image = absoluteImage(origin, product.image);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    description: product.description,
    sku: product._id,
    url,
    ...(image ? { image: [image] } : {}),
    ...(category ? { category: category.title } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: priceAmount(product.price),
      priceCurrency: CURRENCY,
      availability: `${SCHEMA}/${product.availability ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
  };
}

export interface Crumb {
  name: string;
  /** Path from the origin; the last crumb (the page itself) may have none. */
  path?: string;
}

export function breadcrumbData(origin: string, crumbs: Crumb[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path !== undefined ? { item: `${origin}${crumb.path}` } : {}),
    })),
  };
}

/** The home page's Organization (with its social profiles) and WebSite. */
export function homeData(origin: string, config: SiteConfig, social: SocialLinks | undefined): object[] {
  const profiles = social
    ? Object.values(social).filter((link): link is string => typeof link === 'string' && /^https?:\/\//.test(link))
    : [];
  return [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: config.name,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      description: config.description,
      ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: config.name,
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
    },
  ];
}

/** The catalogue's first page as an ItemList of product URLs. */
export function itemListData(origin: string, name: string, products: Product[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}/products/${product._id}`,
      name: product.title,
    })),
  };
}
