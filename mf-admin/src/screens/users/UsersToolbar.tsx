import { GENDERS } from '../../constants';
import { FilterSelect, asOptions, filterBinder, type FilterOption } from '../../shared/FilterSelect';
import { Toolbar } from '../../shared/Panel';
import { SearchField } from '../../shared/SearchField';
import type { GenderFilter, RoleFilter, SortKey, UserFilters } from './user-rules';
import styles from './UsersPage.module.css';

interface UsersToolbarProps {
  filters: UserFilters;
  filter: (patch: Partial<UserFilters>) => void;
  sort: SortKey;
  setSort: (sort: SortKey) => void;
}

const SORTS: FilterOption<SortKey>[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['gender', 'Gender'],
  ['role', 'Role'],
];
const ROLES: FilterOption<RoleFilter>[] = [
  ['all', 'All roles'],
  ['admin', 'Admins'],
  ['customer', 'Customers'],
];
const GENDER_FILTERS: FilterOption<GenderFilter>[] = [['all', 'All genders'], ...asOptions(GENDERS)];

/** Search, sort by name/email/gender/role, and the role and gender filters. */
export function UsersToolbar({ filters, filter, sort, setSort }: UsersToolbarProps) {
  const select = filterBinder(filters, filter, styles.filter);
  return (
    <Toolbar>
      <SearchField
        label="Search users"
        placeholder="Search by name, email or phone"
        value={filters.query}
        onChange={(query) => filter({ query })}
      />
      <FilterSelect
        label="Sort by"
        value={sort}
        options={SORTS}
        onChange={setSort}
        className={styles.filter}
      />
      <FilterSelect label="Role" options={ROLES} {...select('role')} />
      <FilterSelect label="Gender" options={GENDER_FILTERS} {...select('gender')} />
    </Toolbar>
  );
}
