import {
  GENDERS,
  USER_PAGE_LIMIT_DEFAULT,
  normalizeGender,
  type User,
  type UserListQuery,
  type UserPages,
  type UserRole,
  type UserSortKey,
  type UserTablePage,
} from '@shop/contracts';
import type { Db } from 'mongodb';
import { readFigures } from './user-counts';
import { toUser } from './user-document';
import { listsFor, searchKey, matchesSearch, bucketOf, sortText } from './user-keys';
import { readBucketList, readBuckets, searchUsers } from './user-lists';

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim();
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byBucket = (sort: 'n' | 'e') => (a: User, b: User) =>
  inOrder(bucketOf(sortText(a, sort)), bucketOf(sortText(b, sort)));
const SORTS: Record<UserSortKey, (a: User, b: User) => number> = {
  name: (a, b) => byBucket('n')(a, b) || text(fullName(a), fullName(b)),
  email: (a, b) => byBucket('e')(a, b) || text(a.email, b.email),
  gender: (a, b) => GENDERS.indexOf(normalizeGender(a.gender)) - GENDERS.indexOf(normalizeGender(b.gender)),
  role: (a, b) => Number(b.is_admin) - Number(a.is_admin),
};

/**
 * The page order: the locale order of the full name (or email) within its stored bucket, buckets in order,
 * ties by name then `_id`, so every page of a list is cut from one total order.
 */
export function sortUsers(users: readonly User[], key: UserSortKey): User[] {
  return [...users].sort((a, b) => SORTS[key](a, b) || SORTS.name(a, b) || (a._id < b._id ? -1 : 1));
}

const pageIn = (total: number, requested: number | undefined, limit: number) =>
  Math.max(1, Math.min(requested ?? 1, Math.ceil(total / limit)));

/**
 * One table's page without a search: the lists' bucket counts say which buckets hold the page, and only those
 * are read (an indexed equality each), sorted in memory and cut.
 */
async function listedPage(db: Db, role: UserRole, query: UserListQuery, limit: number, requested?: number) {
  const buckets = (
    await Promise.all(
      listsFor(role, query.sort ?? 'name', query.gender).map((list) => readBucketList(db, list)),
    )
  ).flat();
  const total = buckets.reduce((sum, bucket) => sum + bucket.n, 0);
  const page = pageIn(total, requested, limit);
  const from = (page - 1) * limit;
  let before = 0;
  const wanted: typeof buckets = [];
  let skipped = 0;
  for (const bucket of buckets) {
    if (before + bucket.n > from && before < from + limit) wanted.push(bucket);
    else if (before + bucket.n <= from) skipped += bucket.n;
    before += bucket.n;
  }
  const users = sortUsers((await readBuckets(db, wanted)).map(toUser), query.sort ?? 'name');
  return { users: users.slice(from - skipped, from - skipped + limit), total, page };
}

/** A search: the accounts the query's longest word starts a word of (one indexed equality), then in memory. */
function searchedPage(
  found: readonly User[],
  role: UserRole,
  query: UserListQuery,
  limit: number,
  requested?: number,
) {
  const mine = sortUsers(
    found.filter(
      (user) =>
        user.is_admin === (role === 'admin') &&
        (!query.gender || normalizeGender(user.gender) === query.gender) &&
        matchesSearch(user, query.q ?? ''),
    ),
    query.sort ?? 'name',
  );
  const page = pageIn(mine.length, requested, limit);
  return { users: mine.slice((page - 1) * limit, page * limit), total: mine.length, page };
}

/**
 * Both tables at their pages and the five figures (issue 36 item 4), from indexes: the figures are one kept
 * document, a page reads the buckets its place falls in, a search the accounts one of its words starts.
 */
export async function userPages(db: Db, query: UserListQuery): Promise<UserPages> {
  const limit = query.limit ?? USER_PAGE_LIMIT_DEFAULT;
  const key = searchKey(query.q ?? '');
  const found = key ? (await searchUsers(db, key)).map(toUser) : null;
  const table = async (role: UserRole, requested?: number): Promise<UserTablePage> => {
    if (query.role && query.role !== role) return { users: [], total: 0, page: 1 };
    return found
      ? searchedPage(found, role, query, limit, requested)
      : listedPage(db, role, query, limit, requested);
  };
  const [admins, customers, stats] = await Promise.all([
    table('admin', query.adminPage),
    table('customer', query.customerPage),
    readFigures(db),
  ]);
  return { admins, customers, limit, stats };
}
