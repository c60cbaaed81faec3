import { Button } from '@shop/ui-kit';
import styles from './Pager.module.css';

/** Previous / next through server-side pages, with 'Page N of M' read out when it changes. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previous = 'Previous',
  next = 'Next',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. 'Audit log pages'. */
  label: string;
  previous?: string;
  next?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button size="small" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}
