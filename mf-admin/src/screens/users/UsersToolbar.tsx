import { SelectField } from '@shop/ui-kit';
import { GENDERS } from '../../constants';
import { Toolbar } from '../../shared/Panel';
import { SearchField } from '../../shared/SearchField';
import type { SortKey, UserFilters } from './user-rules';
import styles from './UsersPage.module.css';

interface UsersToolbarProps {
  filters: UserFilters;
  filter: (patch: Partial<UserFilters>) => void;
  sort: SortKey;
  setSort: (sort: SortKey) => void;
}

/** Search, sort by name/email/gender/role, and the role and gender filters. */
export function UsersToolbar({ filters, filter, sort, setSort }: UsersToolbarProps) {
  return (
    <Toolbar>
      <SearchField
        label="Search users"
        placeholder="Search by name, email or phone"
        value={filters.query}
        onChange={(query) => filter({ query })}
      />
      <SelectField
        label="Sort by"
        value={sort}
        onChange={(e) => setSort(e.target.value as SortKey)}
        className={styles.filter}
      >
        <option value="name">Name</option>
        <option value="email">Email</option>
        <option value="gender">Gender</option>
        <option value="role">Role</option>
      </SelectField>
      <SelectField
        label="Role"
        value={filters.role}
        onChange={(e) => filter({ role: e.target.value as UserFilters['role'] })}
        className={styles.filter}
      >
        <option value="all">All roles</option>
        <option value="admin">Admins</option>
        <option value="customer">Customers</option>
      </SelectField>
      <SelectField
        label="Gender"
        value={filters.gender}
        onChange={(e) => filter({ gender: e.target.value as UserFilters['gender'] })}
        className={styles.filter}
      >
        <option value="all">All genders</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {gender}
          </option>
        ))}
      </SelectField>
    </Toolbar>
  );
}
