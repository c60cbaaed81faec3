import { useState } from 'react';
import type { User, UserRole } from '@shop/contracts';
import { useAuth } from '@shop/app-context';
import { Skeleton } from '@shop/ui-kit';
import { USERS_PAGE_SIZE } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { PageHeader } from '../../shared/PageHeader';
import { RefreshButton } from '../../shared/RefreshButton';
import { StatCard, StatGrid } from '../../shared/StatCard';
import { useDebounced } from '../../shared/useDebounced';
import { useListDeletes } from '../../shared/useListDeletes';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { EditUserDialog } from './EditUserDialog';
import { UsersTable } from './UsersTable';
import { UsersToolbar } from './UsersToolbar';
import { deleteUser, fetchUser, fetchUserPages, updateUser } from './users-api';
import {
  NO_USERS_FOUND,
  editBody,
  fullName,
  type EditUserForm,
  type SortKey,
  type UserFilters,
} from './user-rules';

const FIRST_PAGES: Record<UserRole, number> = { admin: 1, customer: 1 };
/** Each role's table, under its title, from its part of the server's answer. */
const ROLE_TABLES = [
  { role: 'admin', title: 'Administrators', key: 'admins' },
  { role: 'customer', title: 'Customers', key: 'customers' },
] as const;

/**
 * /admin/all-users (admin spec §2, §5, §6, §8). Each role's table is read from the server a page at a time,
 * searched, filtered and sorted there (issue 36); the figures come with the page.
 */
export default function UsersPage() {
  const notify = useNotify();
  const { user: me } = useAuth();
  const [filters, setFilters] = useState<UserFilters>({ query: '', role: 'all', gender: 'all' });
  const [sort, setSortKey] = useState<SortKey>('name');
  const [pages, setPages] = useState(FIRST_PAGES);
  const [editing, setEditing] = useState<User>();
  const query = useDebounced(filters.query);
  const users = useLoaded(
    'users',
    () => fetchUserPages(pages, { ...filters, query }, sort),
    { failure: 'Failed to fetch users', serverMessage: true },
    [query, filters.role, filters.gender, sort, pages.admin, pages.customer],
  );
  const deletes = useListDeletes<User>({
    one: {
      run: (user) => deleteUser(user._id),
      toasts: { success: 'User deleted successfully', failure: 'Failed to delete user', serverMessage: true },
      describe: (user) => `The account of ${fullName(user) || user.email} (${user.email}) will be deleted.`,
    },
    onDeleted: users.reload,
  });
  const stats = users.data?.stats;
  const limit = users.data?.limit ?? USERS_PAGE_SIZE;

  const openEditor = (user: User) =>
    notify.run(async () => setEditing(await fetchUser(user._id)), {
      failure: 'Failed to fetch user details',
      serverMessage: true,
    });

  const save = async (user: User, form: EditUserForm) => {
    const ok = await notify.run(() => updateUser(user._id, editBody(form)), {
      success: 'User updated successfully!',
      failure: 'Failed to update user',
      serverMessage: true,
    });
    if (ok) users.reload();
    return ok;
  };

  // Promote / demote sends the role alone, so nothing else of the account changes on the way.
  const toggleRole = async (user: User) => {
    const ok = await notify.run(() => updateUser(user._id, { is_admin: !user.is_admin }), {
      success: 'User updated successfully!',
      failure: 'Failed to update user',
      serverMessage: true,
    });
    if (ok) users.reload();
  };

  const filter = (patch: Partial<UserFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPages(FIRST_PAGES);
  };
  const setSort = (next: SortKey) => {
    setSortKey(next);
    setPages(FIRST_PAGES);
  };
  const turn = (role: UserRole) => (page: number) => setPages((current) => ({ ...current, [role]: page }));
  const figure = (value: number | undefined) =>
    users.loading ? <Skeleton width="2ch" height="1em" /> : (value ?? 0);

  return (
    <>
      <PageHeader
        title="All Users"
        description="Accounts of the shop: edit their details, change their role or remove them."
        actions={<RefreshButton loaded={users} />}
      />
      <StatGrid label="User figures">
        <StatCard label="Total Users" value={figure(stats?.total)} />
        <StatCard label="Admins" value={figure(stats?.admins)} />
        <StatCard label="Customers" value={figure(stats?.customers)} />
        <StatCard label="Male" value={figure(stats?.male)} />
        <StatCard label="Female" value={figure(stats?.female)} />
      </StatGrid>
      <UsersToolbar filters={filters} filter={filter} sort={sort} setSort={setSort} />
      {users.loading ? (
        <Skeleton height={320} radius={22} />
      ) : (users.data?.admins.total ?? 0) + (users.data?.customers.total ?? 0) === 0 ? (
        <EmptyState>{NO_USERS_FOUND}</EmptyState>
      ) : (
        <div>
          {ROLE_TABLES.map(({ role, title, key }) => {
            const table = users.data?.[key];
            return (
              table &&
              table.total > 0 && (
                <UsersTable
                  key={role}
                  title={title}
                  table={table}
                  limit={limit}
                  onPage={turn(role)}
                  currentUserId={me?._id}
                  onEdit={openEditor}
                  onToggleRole={toggleRole}
                  onDelete={deletes.askOne}
                />
              )
            );
          })}
        </div>
      )}
      <EditUserDialog
        user={editing}
        isSelf={editing?._id === me?._id}
        onClose={() => setEditing(undefined)}
        onSave={save}
      />
      {deletes.dialog}
    </>
  );
}
