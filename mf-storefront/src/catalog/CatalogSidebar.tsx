import { SelectField, TextField } from '@shop/ui-kit';
import { SORT_OPTIONS, isSortKey, type SortKey } from './catalog-rules';
import styles from './CatalogPage.module.css';
import { useT } from '../i18n/messages';

/** The search box, the In stock only switch and the sort: a box beside the grid, or a phone's filters sheet. */
export function CatalogSidebar({ search, onSearch, inStockOnly, onInStockOnly, sort, onSort, inSheet = false }: {
  search: string;
  onSearch: (search: string) => void;
  inStockOnly: boolean;
  onInStockOnly: (on: boolean) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  /** In the sheet the dialog names the group; the box's own frame and landmark go. */
  inSheet?: boolean;
}) {
  const t = useT();
  const fields = (
    <>
      <TextField
        label={t('catalog.search')}
        type="search"
        placeholder={t('catalog.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <label className={styles.switch}>
        {t('catalog.inStockOnly')}
        <input type="checkbox" role="switch" checked={inStockOnly} onChange={(event) => onInStockOnly(event.target.checked)} />
      </label>
      <SelectField label={t('catalog.sortBy')} value={sort} onChange={(event) => isSortKey(event.target.value) && onSort(event.target.value)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`catalog.sorts.${option.value}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
  if (inSheet) return <div className={styles.sheetFields}>{fields}</div>;
  return (
    <aside className={styles.sidebar} aria-label={t('catalog.filters')}>
      {fields}
    </aside>
  );
}
