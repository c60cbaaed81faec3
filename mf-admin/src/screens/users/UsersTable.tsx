import type { User, UserTablePage } from '@shop/contracts';
import { Button, Pagination, formatDate, pageCount } from '@shop/ui-kit';
import { Badge } from '../../shared/Badge';
import { Panel } from '../../shared/Panel';
import { RecordTable } from '../../shared/RecordTable';
import { fullName, normalizeGender } from './user-rules';
import styles from './UsersPage.module.css';

interface UsersTableProps {
  title: string;
  /** The server's page of this role's table (issue 36). */
  table: UserTablePage;
  limit: number;
  onPage: (page: number) => void;
  currentUserId?: string;
  onEdit: (user: User) => void;
  onToggleRole: (user: User) => void;
  onDelete: (user: User) => void;
}

const COLUMNS = ['Name', 'Email', 'Phone', 'Gender', 'Last login'];

/** One role's table, 5 users per page. The signed-in admin cannot demote or delete themself. */
export function UsersTable({
  title,
  table,
  limit,
  onPage,
  currentUserId,
  onEdit,
  onToggleRole,
  onDelete,
}: UsersTableProps) {
  const id = title.toLowerCase().replace(/\s+/g, '-');

  return (
    <Panel title={`${title} (${table.total})`} id={id}>
      <RecordTable
        minWidth={760}
        columns={COLUMNS}
        buttonsColumn="Actions"
        actionRows
        labelledBy={`${id}-title`}
      >
        {table.users.map((user) => {
          const self = user._id === currentUserId;
          const name = fullName(user) || user.email;
          return (
            <tr key={user._id} data-testid="user-row">
              <td>
                <span className={styles.name}>{name}</span>
                {self && <Badge tone="primary">You</Badge>}
                {!user.isVerified && <Badge tone="warning">Unverified</Badge>}
              </td>
              <td className={styles.email}>{user.email}</td>
              <td>{user.phone_number || '-'}</td>
              <td>{user.gender ? normalizeGender(user.gender) : '-'}</td>
              <td>{user.lastLogin ? formatDate(user.lastLogin) : 'Never'}</td>
              <td>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => onEdit(user)}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => onToggleRole(user)}
                    disabled={self}
                    title={self ? 'You cannot change your own role' : undefined}
                    aria-label={`${user.is_admin ? 'Demote' : 'Promote'} ${name}`}
                  >
                    {user.is_admin ? 'Make Customer' : 'Make Admin'}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => onDelete(user)}
                    disabled={self}
                    title={self ? 'You cannot delete your own account' : undefined}
                    aria-label={`Delete ${name}`}
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </RecordTable>
      <Pagination
        page={table.page}
        pages={pageCount(table.total, limit)}
        onChange={onPage}
        label={`${title} pages`}
      />
    </Panel>
  );
}
