import { GENDERS, normalizeGender, type Gender, type UserRole } from '@shop/contracts';

/** The fields the keys are made from. */
export interface KeyedFields {
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string;
  gender?: Gender;
  is_admin: boolean;
}

/** The sorts the lists are kept for: the full name and the email (gender and role sorts walk name lists). */
export type ListSort = 'n' | 'e';
const SEARCH_PREFIX_MAX = 16;

/** Lower case, accents off, split into letters-and-digits words: the same for stored text and a query. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words a search can start: of the full name, the email and the phone. */
const ownWords = (user: KeyedFields) =>
  words([user.first_name, user.last_name, user.email, user.phone_number ?? ''].join(' '));

/** A word's prefixes (1 to 16 characters): a search for any of them is one indexed equality. */
export function searchKeys(user: KeyedFields): string[] {
  const keys = new Set<string>();
  for (const word of ownWords(user)) {
    for (let end = 1; end <= Math.min(word.length, SEARCH_PREFIX_MAX); end += 1) keys.add(word.slice(0, end));
  }
  return [...keys];
}

/** The equality a search looks up: the longest word's prefix (the fewest accounts). */
export function searchKey(query: string): string | undefined {
  const longest = words(query).sort((a, b) => b.length - a.length)[0];
  return longest?.slice(0, SEARCH_PREFIX_MAX);
}

/** Every word of the query starts some word of the account (name, email, phone). */
export function matchesSearch(user: KeyedFields, query: string): boolean {
  const own = ownWords(user);
  return words(query).every((word) => own.some((candidate) => candidate.startsWith(word)));
}

const roleOf = (user: KeyedFields): UserRole => (user.is_admin ? 'admin' : 'customer');
export const sortText = (user: KeyedFields, sort: ListSort) =>
  sort === 'n' ? `${user.first_name} ${user.last_name}`.trim() : user.email;

/**
 * The bucket of a sort text: its first two characters, each a-z or 0-9 as is, another letter '~' (after z, as
 * other scripts sort after Latin) and anything else ' ' (before digits). Buckets in code-point order follow the
 * locale order of the texts; inside one the page sorts by the locale comparison.
 */
export function bucketOf(text: string): string {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [...plain.padEnd(2, ' ').slice(0, 2)]
    .map((c) => (/[a-z0-9]/.test(c) ? c : /\p{L}/u.test(c) ? '~' : ' '))
    .join('');
}

/** A list: one table (role) in one sort, over every gender ('*') or one. */
export const listName = (sort: ListSort, role: UserRole, gender: Gender | '*') => `${sort}:${role}:${gender}`;

/** The buckets an account is counted in and found by: per sort, its role's list for all genders and its own. */
export function listKeys(user: KeyedFields): string[] {
  const gender = normalizeGender(user.gender);
  return (['n', 'e'] as const).flatMap((sort) => {
    const bucket = bucketOf(sortText(user, sort));
    return [
      `${listName(sort, roleOf(user), '*')}|${bucket}`,
      `${listName(sort, roleOf(user), gender)}|${bucket}`,
    ];
  });
}

/** The lists a table's page walks, in order: the gender sort is the name order within Male, Female, Other. */
export function listsFor(role: UserRole, sort: string, gender: Gender | undefined): string[] {
  if (sort === 'email') return [listName('e', role, gender ?? '*')];
  if (sort === 'gender' && !gender) return GENDERS.map((each) => listName('n', role, each));
  return [listName('n', role, gender ?? '*')];
}

/** The stored keys of an account (what signup writes, update rewrites, the backfill adds). */
export function userKeys(user: KeyedFields): { listKeys: string[]; searchKeys: string[] } {
  return { listKeys: listKeys(user), searchKeys: searchKeys(user) };
}
