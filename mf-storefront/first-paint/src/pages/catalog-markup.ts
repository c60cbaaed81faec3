import type { Product } from '@shop/contracts';
import { formatEGP } from '@shop/contracts/money-format';
import { escapeHtml } from '../html';

/** Storefront spec §9: catalogue page size. */
export const CATALOG_PAGE_SIZE = 6;

/** The catalogue's default order (dateDesc, storefront spec §2): newest first. */
export function firstCatalogPage(products: readonly Product[], categoryId: string | undefined) {
  const inCategory = categoryId ? products.filter((product) => product.product_category_id === categoryId) : products;
  const sorted = [...inCategory].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { shown: sorted.slice(0, CATALOG_PAGE_SIZE), total: sorted.length };
}

function card(product: Product): string {
  const href = `/products/${product._id}`;
  const image = product.image
    ? `<img src="${escapeHtml(product.image)}" alt="${escapeHtml(product.title)}" width="400" height="400" loading="lazy" />`
    : '';
  return (
    `<article class="fp-card" aria-labelledby="product-${product._id}"><div class="fp-card-media">${image}</div>` +
    `<div class="fp-card-body"><h3 class="fp-card-title" id="product-${product._id}"><a href="${href}">${escapeHtml(product.title)}</a></h3>` +
    `<span class="fp-card-price">${formatEGP(product.price)}</span>` +
    (product.availability ? '' : '<span class="fp-sold-out">Sold Out</span>') +
    '</div></article>'
  );
}

/** The catalogue's first paint (issue 29 item 2): heading and the first page of the URL's category. */
export function renderCatalog(products: readonly Product[], categoryId: string | undefined): string {
  const { shown, total } = firstCatalogPage(products, categoryId);
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main"><div class="fp-page">' +
    '<h1 class="fp-heading">Our Collection</h1>' +
    '<p class="fp-lead">Skincare, makeup and fragrance chosen with care, delivered across Egypt.</p>' +
    `<p class="fp-count">Displaying ${shown.length} of ${total} Products</p>` +
    (shown.length > 0 ? `<div class="fp-grid">${shown.map(card).join('')}</div>` : '<p class="fp-state">No products found</p>') +
    '</div></main>'
  );
}
