import type { Category, Product } from '@shop/contracts';
import { UNASSIGNED_CATEGORY_TITLE } from '@shop/contracts/constants';
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
  const action = product.availability
    ? `<a class="fp-small-button" href="${href}">View Details</a>`
    : '<span class="fp-small-button">Sold Out</span>';
  return (
    `<article class="fp-card" aria-labelledby="product-${product._id}"><div class="fp-card-media">${image}</div>` +
    `<div class="fp-card-body"><h3 class="fp-card-title" id="product-${product._id}"><a href="${href}">${escapeHtml(product.title)}</a></h3>` +
    `<p class="fp-card-description">${escapeHtml(product.description)}</p>` +
    `<div class="fp-card-footer"><span class="fp-card-price">${formatEGP(product.price)}</span>${action}</div>` +
    '</div></article>'
  );
}

/** All Products and each visible category, as links a crawler can follow (React draws them as buttons). */
function categoryLinks(categories: readonly Category[], selected: string | undefined): string {
  const all = { _id: '', title: 'All Products', description: 'Everything we carry' };
  const visible = categories.filter((category) => category.title !== UNASSIGNED_CATEGORY_TITLE);
  const links = [all, ...visible].map((category) => {
    const current = (selected ?? '') === category._id ? ' aria-current="page"' : '';
    const href = category._id ? `/our-collection?category=${category._id}` : '/our-collection';
    const description = category.description ? `<span class="fp-category-description">${escapeHtml(category.description)}</span>` : '';
    return `<a class="fp-category" href="${href}"${current}><span class="fp-category-title">${escapeHtml(category.title)}</span>${description}</a>`;
  });
  return `<nav class="fp-categories" aria-label="Categories">${links.join('')}</nav>`;
}

/** The filters' box as React draws it, inactive until React takes over (a crawler has nothing to do with it). */
const SIDEBAR =
  '<aside class="fp-sidebar" aria-label="Filters">' +
  '<label class="fp-field">Search products<input type="search" placeholder="Search by name" disabled /></label>' +
  '<label class="fp-switch">In stock only<input type="checkbox" role="switch" disabled /></label>' +
  '<label class="fp-field">Sort by<select disabled><option>Date, new to old</option></select></label>' +
  '</aside>';

/** The catalogue's first paint (issue 29 item 2): heading, categories and the first page of the URL's category. */
export function renderCatalog(products: readonly Product[], categoryId: string | undefined, categories: readonly Category[]): string {
  const { shown, total } = firstCatalogPage(products, categoryId);
  const grid =
    shown.length > 0
      ? `<p class="fp-count">Displaying ${shown.length} of ${total} Products</p><div class="fp-grid">${shown.map(card).join('')}</div>`
      : '<p class="fp-state">No products found</p>';
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main"><div class="fp-catalog">' +
    '<h1 class="fp-heading">Our Collection</h1>' +
    '<p class="fp-lead">Skincare, makeup and fragrance chosen with care, delivered across Egypt.</p>' +
    categoryLinks(categories, categoryId) +
    `<div class="fp-catalog-layout">${SIDEBAR}<section aria-label="Products">${grid}</section></div>` +
    '</div></main>'
  );
}
