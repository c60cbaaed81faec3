import type {
  AdminUpdateUserInput,
  User,
  UserPage,
  UserResponse,
  UserRole,
  UserSortKey,
} from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import { USERS_PAGE_SIZE } from '../../constants';
import type { UserFilters } from './user-rules';

const path = (id: string) => `/auth/users/${encodeURIComponent(id)}`;

/** One page of a role's table, searched, filtered and sorted on the server (issue 36). */
export const fetchUserPage = (role: UserRole, page: number, filters: UserFilters, sort: UserSortKey) => {
  const params = new URLSearchParams({ role, page: String(page), limit: String(USERS_PAGE_SIZE), sort });
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.gender !== 'all') params.set('gender', filters.gender);
  return apiFetch<UserPage>(`/auth/users?${params.toString()}`);
};
export const fetchUser = async (id: string): Promise<User> => (await apiFetch<UserResponse>(path(id))).user;
export const updateUser = async (id: string, body: AdminUpdateUserInput): Promise<User> =>
  (await apiFetch<UserResponse>(path(id), { method: 'PUT', json: body })).user;
export const deleteUser = (id: string) => apiFetch(path(id), { method: 'DELETE' });

export type UserTables = Partial<Record<UserRole, UserPage>>;

/** The tables on screen, each at its own page, asked for together. */
export async function fetchUserTables(
  roles: readonly UserRole[],
  pages: Record<UserRole, number>,
  filters: UserFilters,
  sort: UserSortKey,
): Promise<UserTables> {
  const answers = await Promise.all(roles.map((role) => fetchUserPage(role, pages[role], filters, sort)));
  return Object.fromEntries(roles.map((role, i) => [role, answers[i]]));
}
