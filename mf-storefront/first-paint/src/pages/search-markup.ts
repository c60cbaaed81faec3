import type { SearchResponse } from '@shop/contracts';
import { escapeHtml } from '../html';
import type { Words } from '../i18n/words';
import { SEARCH_RESULT_SIZES, pictureMarkup } from './image-markup';

/** The results page asks for this many (the API's most; the storefront's page asks the same). */
export const SEARCH_PAGE_LIMIT = 50;

/** One result as React's SearchPage draws it: image, title, category, price, all one link. */
function result(hit: SearchResponse['data'][number], words: Words): string {
  const image = hit.image
    ? pictureMarkup(hit.image, '', SEARCH_RESULT_SIZES, 'class="fp-result-image" width="80" height="80" loading="lazy"')
    : '<span class="fp-result-image"></span>';
  const category = hit.category ? `<span class="fp-result-category">${escapeHtml(hit.category.title)}</span>` : '';
  return (
    `<li><a class="fp-result" href="${words.href(`/products/${hit._id}`)}">${image}<span class="fp-result-text">` +
    `<span class="fp-result-title">${escapeHtml(hit.title)}</span>${category}</span>` +
    `<span class="fp-result-price">${escapeHtml(words.price(hit.price))}</span></a></li>`
  );
}

/**
 * /search?q= (issue 33): the heading, the search form (works without JavaScript) and the results, in the page's
 * language with the storefront catalogue's words (`search.*`).
 */
export function renderSearch(q: string, answer: SearchResponse, words: Words): string {
  const { t } = words;
  let body: string;
  if (!q) body = `<p class="fp-state">${escapeHtml(t('search.prompt'))}</p>`;
  else if (answer.total === 0) body = `<p class="fp-state">${escapeHtml(t('search.none', { q }))}</p>`;
  else {
    body =
      `<p class="fp-count">${escapeHtml(t('search.found', { q, count: String(answer.total) }))}</p>` +
      `<ul class="fp-results" aria-label="${escapeHtml(t('search.results'))}">${answer.data.map((hit) => result(hit, words)).join('')}</ul>`;
  }
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main"><div class="fp-search">' +
    `<h1 class="fp-heading">${escapeHtml(t('search.heading'))}</h1>` +
    `<form class="fp-search-form" role="search" action="${words.href('/search')}" method="get">` +
    `<label class="fp-search-label" for="search-page-q">${escapeHtml(t('search.label'))}</label>` +
    `<input id="search-page-q" class="fp-search-input" type="search" name="q" maxlength="100" value="${escapeHtml(q)}" />` +
    `<button class="fp-search-submit" type="submit">${escapeHtml(t('search.submit'))}</button></form>` +
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
