import { SelectField, TextField } from '@shop/ui-kit';
import { SORT_OPTIONS, isSortKey, type SortKey } from './catalog-rules';
import styles from './CatalogPage.module.css';
import { useT } from '../i18n/messages';

export function CatalogSidebar({ search, onSearch, inStockOnly, onInStockOnly, sort, onSort }: {
  search: string;
  onSearch: (search: string) => void;
  inStockOnly: boolean;
  onInStockOnly: (on: boolean) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
}) {
  const t = useT();
  return (
    <aside className={styles.sidebar} aria-label={t('catalog.filters')}>
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
    </aside>
  );
}
