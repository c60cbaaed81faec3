import { SelectField, TextField } from '@shop/ui-kit';
import { SORT_OPTIONS, isSortKey, type SortKey } from './catalog-rules';
import styles from './CatalogPage.module.css';

export function CatalogSidebar({ search, onSearch, inStockOnly, onInStockOnly, sort, onSort }: {
  search: string;
  onSearch: (search: string) => void;
  inStockOnly: boolean;
  onInStockOnly: (on: boolean) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
}) {
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      <TextField
        label="Search products"
        type="search"
        placeholder="Search by name"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <label className={styles.switch}>
        In stock only
        <input type="checkbox" role="switch" checked={inStockOnly} onChange={(event) => onInStockOnly(event.target.checked)} />
      </label>
      <SelectField label="Sort by" value={sort} onChange={(event) => isSortKey(event.target.value) && onSort(event.target.value)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </aside>
  );
}
