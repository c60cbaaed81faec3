import type { Product } from '@shop/contracts';
import { formatEGP } from '@shop/contracts/money-format';
import { escapeHtml } from '../html';

/** The spec's text for a product that is missing (storefront spec §2 Product detail). */
export const PRODUCT_NOT_FOUND = 'Product not found!';

const band = '<div class="fp-band" aria-hidden="true"></div>';

/**
 * The product page's first paint (issue 29 item 2): image, title, price, availability, options, description,
 * in the order and boxes of mf-storefront/src/product/ProductPage.tsx. Links are plain links: a click before
 * React has taken over is a full page load.
 */
export function renderProduct(product: Product): string {
  const oldPrice =
    product.oldPrice > 0
      ? `<s class="fp-old-price" aria-label="Was ${formatEGP(product.oldPrice)}">${formatEGP(product.oldPrice)}</s>`
      : '';
  const saving = product.oldPrice > 0 ? Math.round(((product.oldPrice - product.price) / product.oldPrice) * 100) : 0;
  const image = product.image
    ? `<img src="${escapeHtml(product.image)}" alt="${escapeHtml(product.title)}" width="600" height="600" fetchpriority="high" />`
    : '';
  return (
    `${band}<main id="main" class="fp-main"><div class="fp-page">` +
    '<a class="fp-back" href="/our-collection">← Back</a>' +
    `<div class="fp-layout"><div class="fp-media">${image}</div><div class="fp-info">` +
    `<h1 class="fp-title">${escapeHtml(product.title)}</h1>` +
    renderRating(product) +
    `<div class="fp-prices"><span class="fp-price">${formatEGP(product.price)}</span>${oldPrice}` +
    (saving > 0 ? `<span class="fp-save">Save ${saving}%</span>` : '') +
    '</div>' +
    (product.availability ? '' : '<p class="fp-sold-out">Sold Out</p>') +
    `<p class="fp-description">${escapeHtml(product.description)}</p>` +
    renderOptions(product) +
    '</div></div></div></main>'
  );
}

/** Stars out of 5 (storefront spec §9) as text, the rating number and the link to the reviews, as React's row. */
function renderRating(product: Product): string {
  const full = Math.floor(product.rating);
  const half = product.rating - full >= 0.5 ? 1 : 0;
  const stars = '★'.repeat(full + half) + '☆'.repeat(5 - full - half);
  const reviews = `${product.reviews} ${product.reviews === 1 ? 'review' : 'reviews'}`;
  return (
    `<div class="fp-rating"><span class="fp-stars" aria-label="Rated ${product.rating.toFixed(1)} out of 5">${stars}</span>` +
    `<span class="fp-rating-number">${product.rating.toFixed(1)}</span><a href="/reviews">${reviews}</a></div>`
  );
}

function renderOptions(product: Product): string {
  if (product.options.length === 0) return '';
  const rows = product.options
    .map(
      (option) =>
        `<dt>${escapeHtml(option.name)}</dt><dd>${option.values.map((value) => escapeHtml(value.label)).join(', ')}</dd>`,
    )
    .join('');
  return `<dl class="fp-options">${rows}</dl>`;
}

export function renderProductNotFound(): string {
  return `${band}<main id="main" class="fp-main"><div class="fp-page"><p class="fp-state">${PRODUCT_NOT_FOUND}</p></div></main>`;
}
