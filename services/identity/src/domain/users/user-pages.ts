import {
  GENDERS,
  USER_PAGE_LIMIT_DEFAULT,
  normalizeGender,
  type User,
  type UserListQuery,
  type UserPage,
  type UserRole,
  type UserSortKey,
  type UserStats,
} from '@shop/contracts';
import { hideOutboxFields, notDeleted, type IndexDeclaration } from '@shop/service-kit';
import type { Db } from 'mongodb';
import { USERS, toUser, type UserDocument } from './user-document';
import { usersCollection } from './users-collection';

/** The screen's figures and each role's table are lookups by an equality both databases index (decision 018). */
export const userPageIndexes: IndexDeclaration[] = [
  { collection: USERS, key: { is_admin: 1 } },
  { collection: USERS, key: { gender: 1 } },
];

export type UserPageQuery = UserListQuery & { role: UserRole };

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

async function userStats(db: Db): Promise<UserStats> {
  const count = (filter: Partial<Pick<UserDocument, 'is_admin' | 'gender'>>) =>
    usersCollection(db).countDocuments({ ...filter, ...notDeleted });
  const [admins, customers, male, female] = await Promise.all([
    count({ is_admin: true }),
    count({ is_admin: false }),
    count({ gender: 'Male' }),
    count({ gender: 'Female' }),
  ]);
  return { total: admins + customers, admins, customers, male, female };
}

/**
 * One page of a role's table (issue 36 item 4). The role's accounts are looked up by `is_admin` (MongoDB from
 * its index; FerretDB through the index's GIN companion), then searched, filtered and sorted in code: the
 * screen's name order is a locale comparison of the full name, which neither database's index holds.
 */
export async function userPage(db: Db, query: UserPageQuery): Promise<UserPage> {
  const limit = query.limit ?? USER_PAGE_LIMIT_DEFAULT;
  const [documents, stats] = await Promise.all([
    usersCollection(db)
      .find({ is_admin: query.role === 'admin', ...notDeleted }, { projection: hideOutboxFields })
      .toArray() as Promise<UserDocument[]>,
    userStats(db),
  ]);
  const found = documents
    .map(toUser)
    .filter((user) => !query.gender || normalizeGender(user.gender) === query.gender)
    .filter((user) => matchesUser(user, query.q ?? ''));
  const sorted = sortUsers(found, query.sort ?? 'name');
  const page = Math.max(1, Math.min(query.page ?? 1, Math.ceil(sorted.length / limit)));
  return {
    users: sorted.slice((page - 1) * limit, page * limit),
    total: sorted.length,
    page,
    limit,
    stats,
  };
}
