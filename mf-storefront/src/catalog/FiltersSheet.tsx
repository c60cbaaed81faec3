import type { ReactNode } from 'react';
import { Button, Dialog } from '@shop/ui-kit';
import styles from './CatalogPage.module.css';
import { useT } from '../i18n/messages';

/**
 * On a phone the filters leave the page for a dialog (issue 33 item 4), so the first products are above the
 * fold: a Filters button opens it; focus moves in and stays there, Escape, the backdrop or Show results close it
 * and focus returns to the button (ui-kit's Dialog). Each change applies at once, as in the sidebar.
 */
export function FiltersSheet({
  open,
  onOpen,
  onClose,
  total,
  children,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  total: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.sheetBar}>
      <Button variant="secondary" size="small" aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
        {t('catalog.filters')}
      </Button>
      <Dialog
        open={open}
        title={t('catalog.filters')}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('catalog.showResults', { total })}</Button>}
      >
        {children}
      </Dialog>
    </div>
  );
}
