import type {
  AdminUpdateUserInput,
  User,
  UserPages,
  UserResponse,
  UserRole,
  UserSortKey,
} from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import { USERS_PAGE_SIZE } from '../../constants';
import type { UserFilters } from './user-rules';

const path = (id: string) => `/auth/users/${encodeURIComponent(id)}`;

/** Both tables at their pages and the figures, searched, filtered and sorted on the server (issue 36). */
export const fetchUserPages = (pages: Record<UserRole, number>, filters: UserFilters, sort: UserSortKey) => {
  const params = new URLSearchParams({
    adminPage: String(pages.admin),
    customerPage: String(pages.customer),
    limit: String(USERS_PAGE_SIZE),
    sort,
  });
  if (filters.role !== 'all') params.set('role', filters.role);
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.gender !== 'all') params.set('gender', filters.gender);
  return apiFetch<UserPages>(`/auth/users?${params.toString()}`);
};
export const fetchUser = async (id: string): Promise<User> => (await apiFetch<UserResponse>(path(id))).user;
export const updateUser = async (id: string, body: AdminUpdateUserInput): Promise<User> =>
  (await apiFetch<UserResponse>(path(id), { method: 'PUT', json: body })).user;
export const deleteUser = (id: string) => apiFetch(path(id), { method: 'DELETE' });
