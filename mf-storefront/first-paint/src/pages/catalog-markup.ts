import type { Category, Product } from '@shop/contracts';
import { UNASSIGNED_CATEGORY_TITLE } from '@shop/contracts/constants';
import { ALL_CATEGORIES, SORT_KEYS, catalogPage, type CatalogQuery } from '../catalog-list';
import { escapeHtml } from '../html';
import type { Words } from '../i18n/words';
import { CARD_SIZES, paintedWith, pictureMarkup } from './image-markup';
import { shownText } from './product-markup';

/** The first row's photos painted with the HTML (decision 034): data: URIs by image path. */
export type InlinePhotos = ReadonlyMap<string, string>;

/** The cards that open the first screen (the first row on a phone, as React's catalogue): eager, maybe inlined. */
export const FIRST_ROW = 2;

/** `eager`: the card opens the first screen; `inlinePhoto` its photo as a data: URI, painted with the HTML. */
function card(product: Product, words: Words, eager = false, inlinePhoto?: string): string {
  const { t, price } = words;
  const href = words.href(`/products/${product._id}`);
  const title = shownText(product.title, product.titleAr, words);
  const image = product.image
    ? pictureMarkup(product.image, title, CARD_SIZES, `width="400" height="400" loading="${eager ? 'eager' : 'lazy'}"${paintedWith(inlinePhoto)}`)
    : '';
  const action = product.availability
    ? `<a class="fp-small-button" href="${href}">${escapeHtml(t('product.viewDetails'))}</a>`
    : `<span class="fp-small-button">${escapeHtml(t('product.soldOut'))}</span>`;
  return (
    `<article class="fp-card" aria-labelledby="product-${product._id}"><div class="fp-card-media">${image}</div>` +
    `<div class="fp-card-body"><h3 class="fp-card-title" id="product-${product._id}"><a href="${href}">${escapeHtml(title)}</a></h3>` +
    `<p class="fp-card-description">${escapeHtml(shownText(product.description, product.descriptionAr, words))}</p>` +
    `<div class="fp-card-footer"><span class="fp-card-price">${price(product.price)}</span>${action}</div>` +
    '</div></article>'
  );
}

/** All Products and each visible category, as links a crawler can follow (React draws them as buttons). */
function categoryLinks(categories: readonly Category[], selected: string | undefined, words: Words): string {
  const { t } = words;
  const all: Pick<Category, '_id' | 'title' | 'description' | 'titleAr' | 'descriptionAr'> = { _id: '', title: t('catalog.all'), description: t('catalog.allDescription') };
  const visible = categories.filter((category) => category.title !== UNASSIGNED_CATEGORY_TITLE);
  const links = [all, ...visible].map((category) => {
    const current = (selected ?? '') === category._id ? ' aria-current="page"' : '';
    const href = words.href('/our-collection') + (category._id ? `?category=${category._id}` : '');
    const text = shownText(category.description, category.descriptionAr, words);
    const description = category.description ? `<span class="fp-category-description">${escapeHtml(text)}</span>` : '';
    return `<a class="fp-category" href="${href}"${current}><span class="fp-category-title">${escapeHtml(shownText(category.title, category.titleAr, words))}</span>${description}</a>`;
  });
  return `<nav class="fp-categories" aria-label="${escapeHtml(t('catalog.categories'))}">${links.join('')}</nav>`;
}

/** The filters' box as React draws it for this query, inactive until React takes over; on phones its button. */
function sidebar(query: CatalogQuery, { t }: Words): string {
  const text = (key: string) => escapeHtml(t(key));
  const sorts = SORT_KEYS.map(
    (key) => `<option value="${key}"${key === query.sort ? ' selected' : ''}>${text(`catalog.sorts.${key}`)}</option>`,
  ).join('');
  return (
    `<aside class="fp-sidebar" aria-label="${text('catalog.filters')}">` +
    `<label class="fp-field">${text('catalog.search')}<input type="search" placeholder="${text('catalog.searchPlaceholder')}" value="${escapeHtml(query.search)}" disabled /></label>` +
    `<label class="fp-switch">${text('catalog.inStockOnly')}<input type="checkbox" role="switch"${query.inStockOnly ? ' checked' : ''} disabled /></label>` +
    `<label class="fp-field">${text('catalog.sortBy')}<select disabled>${sorts}</select></label>` +
    '</aside>'
  );
}

/**
 * The catalogue's first paint (issues 29 item 2, 33 item 3): heading, categories and the page the address asks for
 * (category, q, inStock, sort, page), the same list React's page shows for it (../catalog-list).
 */
export function renderCatalog(
  products: readonly Product[],
  query: CatalogQuery,
  categories: readonly Category[],
  words: Words,
  inlinePhotos: InlinePhotos = new Map(),
): string {
  const { t } = words;
  const { shown, total } = catalogPage(products, query, words.language);
  const count = shown.length > 0 ? `<p class="fp-count">${escapeHtml(t('catalog.displaying', { shown: shown.length, total }))}</p>` : '';
  // on phones the filters' button shares the count's line (CatalogPage's toolbar)
  const toolbar = `<div class="fp-toolbar">${count}<div class="fp-sheet-bar"><button type="button" class="fp-small-button" disabled>${escapeHtml(t('catalog.filters'))}</button></div></div>`;
  const grid =
    toolbar +
    (shown.length > 0
      ? `<div class="fp-grid">${shown.map((product, i) => card(product, words, i < FIRST_ROW, i < FIRST_ROW ? inlinePhotos.get(product.image) : undefined)).join('')}</div>`
      : `<p class="fp-state">${escapeHtml(t('catalog.none'))}</p>`);
  const selected = query.category === ALL_CATEGORIES ? undefined : query.category;
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main"><div class="fp-catalog">' +
    `<h1 class="fp-heading">${escapeHtml(t('catalog.title'))}</h1>` +
    `<p class="fp-lead">${escapeHtml(t('catalog.lead'))}</p>` +
    categoryLinks(categories, selected, words) +
    `<div class="fp-catalog-layout">${sidebar(query, words)}<section aria-label="${escapeHtml(t('catalog.products'))}">${grid}</section></div>` +
    '</div></main>'
  );
}
