import type { Product } from '@shop/contracts';
import { escapeHtml } from '../html';
import type { Words } from '../i18n/words';
import { PRODUCT_SIZES, paintedWith, pictureMarkup } from './image-markup';


const band = '<div class="fp-band" aria-hidden="true"></div>';

/**
 * The product page's first paint (issue 29 item 2): image, title, price, availability, options, description,
 * in the order and boxes of mf-storefront/src/product/ProductPage.tsx. Links are plain links: a click before
 * React has taken over is a full page load. `inlinePhoto` (a data: URI of the photo's phone rendition, decision
 * 034) is the photo's background, so it paints with the HTML; the srcset's choice covers it once it arrives.
 */
export function renderProduct(product: Product, words: Words, inlinePhoto?: string): string {
  const { t, price, href } = words;
  const title = shownText(product.title, product.titleAr, words);
  const oldPrice =
    product.oldPrice > 0
      ? `<s class="fp-old-price" aria-label="${escapeHtml(t('product.was', { price: price(product.oldPrice) }))}">${price(product.oldPrice)}</s>`
      : '';
  const saving = product.oldPrice > 0 ? Math.round(((product.oldPrice - product.price) / product.oldPrice) * 100) : 0;
  // the main upload's own size when known (decision 032), else the square the specs' images were
  const main = product.images?.[0];
  const size = main && product.image.endsWith(main.id) ? `width="${main.width}" height="${main.height}"` : 'width="600" height="600"';
  const image = product.image ? pictureMarkup(product.image, title, PRODUCT_SIZES, `${size} fetchpriority="high"${paintedWith(inlinePhoto)}`) : '';
  return (
    `${band}<main id="main" class="fp-main"><div class="fp-page">` +
    `<a class="fp-back" href="${href('/our-collection')}"><span class="fp-back-arrow" aria-hidden="true">←</span> ${escapeHtml(t('product.back'))}</a>` +
    `<div class="fp-layout"><div class="fp-media">${image}</div><div class="fp-info">` +
    `<h1 class="fp-title">${escapeHtml(title)}</h1>` +
    renderRating(product, words) +
    `<div class="fp-prices"><span class="fp-price">${price(product.price)}</span>${oldPrice}` +
    (saving > 0 ? `<span class="fp-save">${escapeHtml(t('product.save', { percent: saving }))}</span>` : '') +
    '</div>' +
    (product.availability ? '' : `<p class="fp-sold-out">${escapeHtml(t('product.soldOut'))}</p>`) +
    `<p class="fp-description">${escapeHtml(shownText(product.description, product.descriptionAr, words))}</p>` +
    renderOptions(product, words) +
    '</div></div></div></main>'
  );
}

/** Stars out of 5 (storefront spec §9) as text, the rating number and the link to the reviews, as React's row. */
function renderRating(product: Product, { t, plural, href }: Words): string {
  const full = Math.floor(product.rating);
  const half = product.rating - full >= 0.5 ? 1 : 0;
  const stars = '★'.repeat(full + half) + '☆'.repeat(5 - full - half);
  const reviews = escapeHtml(plural('product.reviews', product.reviews));
  return (
    `<div class="fp-rating"><span class="fp-stars" aria-label="${escapeHtml(t('common.rated', { rating: product.rating.toFixed(1) }))}">${stars}</span>` +
    `<span class="fp-rating-number">${product.rating.toFixed(1)}</span><a href="${href('/reviews')}">${reviews}</a></div>`
  );
}

function renderOptions(product: Product, words: Words): string {
  if (product.options.length === 0) return '';
  const rows = product.options
    .map(
      (option) =>
        `<dt>${escapeHtml(option.name)}</dt><dd>${option.values.map((value) => escapeHtml(shownText(value.label, value.labelAr, words))).join(words.language === 'ar' ? '، ' : ', ')}</dd>`,
    )
    .join('');
  return `<dl class="fp-options">${rows}</dl>`;
}

export function renderProductNotFound({ t }: Words): string {
  return `${band}<main id="main" class="fp-main"><div class="fp-page"><p class="fp-state">${escapeHtml(t('product.notFound'))}</p></div></main>`;
}

/** A content text in the page's language: its Arabic twin on an Arabic page when written (decision 025). */
export function shownText(english: string, arabic: string | undefined, { language }: Pick<Words, 'language'>): string {
  return language === 'ar' && arabic?.trim() ? arabic : english;
}
