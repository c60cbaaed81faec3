import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchResponse } from '@shop/contracts';
import { useFormat, useLanguage } from '@shop/app-context';
import { pathInLanguage } from '@shop/contracts/storefront-routes';
import { ProductThumb, siteBootstrap, useAsync } from '@shop/ui-kit';
import { useT } from '../i18n/messages';
import { fetchSearch, queryOf, SEARCH_QUERY_MAX } from './search-api';
import styles from './SearchPage.module.css';

/** A result's picture box (SearchPage.module.css .image, search-markup.ts): its renditions, not the original. */
const RESULT_IMAGE_PX = 80;

/**
 * /search?q= (issue 33): the header search's results as a page of its own, shareable, painted first by the render
 * server (first-paint/src/pages/search-markup.ts draws the same boxes from the same answer, in the data block).
 */
export default function SearchPage() {
  const t = useT();
  const { language } = useLanguage();
  const { price } = useFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = queryOf(params);
  const painted = siteBootstrap().search;
  const results = useAsync<SearchResponse>('search results', () => fetchSearch(q, language), [q, language], painted?.q === q ? painted.answer : undefined);
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);

  const answer = results.data;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('search.heading')}</h1>
      <form
        className={styles.form}
        role="search"
        action={pathInLanguage('/search', language)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(`/search?q=${encodeURIComponent(draft.trim())}`);
        }}
      >
        <label className={styles.label} htmlFor="search-page-q">
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          className={styles.input}
          type="search"
          name="q"
          maxLength={SEARCH_QUERY_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button className={styles.submit} type="submit">
          {t('search.submit')}
        </button>
      </form>
      {!q && <p className={styles.state}>{t('search.prompt')}</p>}
      {q && !answer && results.loading && <p className={styles.state} aria-busy="true">{t('search.loading')}</p>}
      {q && !answer && results.error !== undefined && <p className={styles.state}>{t('search.failed')}</p>}
      {q && answer && answer.total === 0 && <p className={styles.state}>{t('search.none', { q })}</p>}
      {q && answer && answer.total > 0 && (
        <>
          <p className={styles.count} role="status">
            {t('search.found', { q, count: String(answer.total) })}
          </p>
          <ul className={styles.results} aria-label={t('search.results')}>
            {answer.data.map((hit) => (
              <li key={hit._id}>
                <Link className={styles.result} to={`/products/${hit._id}`} data-testid="search-result">
                  <ProductThumb src={hit.image || undefined} px={RESULT_IMAGE_PX} className={styles.image} />
                  <span className={styles.text}>
                    <span className={styles.title}>{hit.title}</span>
                    {hit.category && <span className={styles.category}>{hit.category.title}</span>}
                  </span>
                  <span className={styles.price}>{price(hit.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
