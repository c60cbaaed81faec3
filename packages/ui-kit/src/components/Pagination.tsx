import styles from './Pagination.module.css';

/** Previous, numbered pages and next; nothing when everything fits on one page. */
export function Pagination({ page, pages, onChange, label = 'Pagination' }: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={label}>
      <ul className={styles.pager}>
        <li>
          <button type="button" className={styles.page} disabled={page <= 1} onClick={() => onChange(page - 1)}>
            Previous
          </button>
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={[styles.page, n === page && styles.current].filter(Boolean).join(' ')}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.page} disabled={page >= pages} onClick={() => onChange(page + 1)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
