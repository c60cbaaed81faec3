import styles from './Pagination.module.css';

/** The words of the pager; the storefront passes its catalogue's (decision 024), the admin keeps English. */
export interface PaginationWords {
  previous: string;
  next: string;
  page: (n: number) => string;
}

const ENGLISH: PaginationWords = { previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` };

/** Previous, numbered pages and next; nothing when everything fits on one page. */
export function Pagination({ page, pages, onChange, label = 'Pagination', words = ENGLISH }: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label?: string;
  words?: PaginationWords;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={label}>
      <ul className={styles.pager}>
        <li>
          <button type="button" className={styles.page} disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {words.previous}
          </button>
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={[styles.page, n === page && styles.current].filter(Boolean).join(' ')}
              aria-current={n === page ? 'page' : undefined}
              aria-label={words.page(n)}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.page} disabled={page >= pages} onClick={() => onChange(page + 1)}>
            {words.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
