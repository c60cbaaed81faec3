import type { SearchResponse } from '@shop/contracts';
import { formatEGP } from '@shop/contracts/money-format';
import { escapeHtml } from '../html';

/** The results page asks for this many (the API's most). */
export const SEARCH_PAGE_LIMIT = 50;

/**
 * The page's words, as the storefront's catalogues have them (`search.*` in mf-storefront/src/i18n/en.json and
 * ar.json; search-markup.test.ts keeps them equal), so the server's page and React's read the same.
 */
export const SEARCH_TEXTS = {
  en: {
    heading: 'Search results',
    label: 'Search products',
    submit: 'Search',
    found: '{{count}} products found for “{{q}}”',
    none: 'No products match “{{q}}”',
    prompt: 'Type the name of a product, a shade or a category.',
    results: 'Results',
  },
  ar: {
    heading: 'نتائج البحث',
    label: 'ابحث في المنتجات',
    submit: 'بحث',
    found: 'عدد المنتجات لـ «{{q}}»: {{count}}',
    none: 'لا توجد منتجات تطابق «{{q}}»',
    prompt: 'اكتب اسم منتج أو درجة لون أو فئة.',
    results: 'النتائج',
  },
} as const;
export type SearchLanguageCode = keyof typeof SEARCH_TEXTS;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** One result as React's SearchPage draws it: image, title, category, price, all one link. */
function result(hit: SearchResponse['data'][number]): string {
  const image = hit.image
    ? `<img class="fp-result-image" src="${escapeHtml(hit.image)}" alt="" width="80" height="80" loading="lazy" />`
    : '<span class="fp-result-image"></span>';
  const category = hit.category ? `<span class="fp-result-category">${escapeHtml(hit.category.title)}</span>` : '';
  return (
    `<li><a class="fp-result" href="/products/${hit._id}">${image}<span class="fp-result-text">` +
    `<span class="fp-result-title">${escapeHtml(hit.title)}</span>${category}</span>` +
    `<span class="fp-result-price">${formatEGP(hit.price)}</span></a></li>`
  );
}

/** /search?q= (issue 33): the heading, the search form (works without JavaScript) and the results. */
export function renderSearch(q: string, answer: SearchResponse, language: SearchLanguageCode = 'en'): string {
  const text = SEARCH_TEXTS[language];
  let body: string;
  if (!q) body = `<p class="fp-state">${escapeHtml(text.prompt)}</p>`;
  else if (answer.total === 0) body = `<p class="fp-state">${escapeHtml(fill(text.none, { q }))}</p>`;
  else {
    body =
      `<p class="fp-count">${escapeHtml(fill(text.found, { q, count: String(answer.total) }))}</p>` +
      `<ul class="fp-results" aria-label="${escapeHtml(text.results)}">${answer.data.map(result).join('')}</ul>`;
  }
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main"><div class="fp-search">' +
    `<h1 class="fp-heading">${escapeHtml(text.heading)}</h1>` +
    `<form class="fp-search-form" role="search" action="/search" method="get">` +
    `<label class="fp-search-label" for="search-page-q">${escapeHtml(text.label)}</label>` +
    `<input id="search-page-q" class="fp-search-input" type="search" name="q" maxlength="100" value="${escapeHtml(q)}" />` +
    `<button class="fp-search-submit" type="submit">${escapeHtml(text.submit)}</button></form>` +
    `${body}</div></main>`
  );
}

/** Copies of mf-storefront/src/search/SearchPage.module.css's layout rules, so React's page takes the same boxes. */
export const SEARCH_CSS = `
.fp-search{max-width:820px;margin:0 auto;padding:2.5rem 1rem 4rem}
.fp-search-form{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:1.25rem 0 1.5rem}
.fp-search-label{flex-basis:100%;font-weight:600;font-size:.9rem}
.fp-search-input{flex:1;min-width:0;min-height:46px;padding:.6rem .8rem;border:1px solid var(--shop-border);border-radius:10px;background:#fff;font:inherit}
.fp-search-submit{min-height:46px;padding:0 1.25rem;border:0;border-radius:999px;background:var(--shop-primary);color:#fff;font:inherit;font-weight:700}
.fp-results{display:grid;gap:.75rem;margin:0;padding:0;list-style:none}
.fp-result{display:flex;align-items:center;gap:1rem;min-height:96px;padding:.5rem .75rem;border-radius:var(--shop-radius-lg);background:var(--shop-surface);box-shadow:var(--shop-shadow);color:var(--shop-text);text-decoration:none}
.fp-result-image{flex:none;width:80px;height:80px;border-radius:12px;object-fit:cover;background:#fbeff2}
.fp-result-text{flex:1;min-width:0;display:grid;gap:.2rem}
.fp-result-title{font-weight:700;overflow:hidden;text-overflow:ellipsis}
.fp-result-category{color:var(--shop-muted);font-size:.9rem}
.fp-result-price{flex:none;font-weight:700;color:var(--shop-primary-strong)}
`;
