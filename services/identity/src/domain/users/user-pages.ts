import {
  GENDERS,
  USER_PAGE_LIMIT_DEFAULT,
  normalizeGender,
  type User,
  type UserListQuery,
  type UserPages,
  type UserRole,
  type UserSortKey,
  type UserStats,
  type UserTablePage,
} from '@shop/contracts';
import type { Db } from 'mongodb';
import { toUser } from './user-document';
import { listUsers } from './users-collection';

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim();
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const SORTS: Record<UserSortKey, (a: User, b: User) => number> = {
  name: (a, b) => text(fullName(a), fullName(b)),
  email: (a, b) => text(a.email, b.email),
  gender: (a, b) => GENDERS.indexOf(normalizeGender(a.gender)) - GENDERS.indexOf(normalizeGender(b.gender)),
  role: (a, b) => Number(b.is_admin) - Number(a.is_admin),
};

/** The screen's search: a case-insensitive "contains" over the full name, email and phone. */
export function matchesUser(user: User, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [fullName(user), user.email, user.phone_number].some(
    (field) => field !== undefined && field.toLowerCase().includes(needle),
  );
}

/** Stable: ties keep the name order, so a sort by gender still reads alphabetically. */
export function sortUsers(users: readonly User[], key: UserSortKey): User[] {
  return [...users].sort((a, b) => SORTS[key](a, b) || SORTS.name(a, b));
}

function userStats(users: readonly User[]): UserStats {
  const admins = users.filter((user) => user.is_admin).length;
  return {
    total: users.length,
    admins,
    customers: users.length - admins,
    male: users.filter((user) => user.gender === 'Male').length,
    female: users.filter((user) => user.gender === 'Female').length,
  };
}

function tablePage(users: readonly User[], requested: number | undefined, limit: number): UserTablePage {
  const page = Math.max(1, Math.min(requested ?? 1, Math.ceil(users.length / limit)));
  return { users: users.slice((page - 1) * limit, page * limit), total: users.length, page };
}

/**
 * Both tables at their pages and the five figures, from one read of the live accounts (issue 36 item 4). The
 * browser gets 2 pages instead of every account; the server still reads them all: the figures are exact counts
 * and the name order is a locale comparison of the full name, and FerretDB counts and sorts only in memory.
 */
export async function userPages(db: Db, query: UserListQuery): Promise<UserPages> {
  const limit = query.limit ?? USER_PAGE_LIMIT_DEFAULT;
  const everyone = (await listUsers(db)).map(toUser);
  const found = sortUsers(
    everyone.filter(
      (user) =>
        (!query.gender || normalizeGender(user.gender) === query.gender) && matchesUser(user, query.q ?? ''),
    ),
    query.sort ?? 'name',
  );
  const shown = (role: UserRole) => (!query.role || query.role === role ? found : []);
  return {
    admins: tablePage(
      shown('admin').filter((user) => user.is_admin),
      query.adminPage,
      limit,
    ),
    customers: tablePage(
      shown('customer').filter((user) => !user.is_admin),
      query.customerPage,
      limit,
    ),
    limit,
    stats: userStats(everyone),
  };
}
