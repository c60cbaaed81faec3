import type { AdminUpdateUserInput, User, UserListResponse, UserResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

const path = (id: string) => `/auth/users/${encodeURIComponent(id)}`;

export const fetchUsers = async (): Promise<User[]> =>
  (await apiFetch<UserListResponse>('/auth/users')).users;
export const fetchUser = async (id: string): Promise<User> => (await apiFetch<UserResponse>(path(id))).user;
export const updateUser = async (id: string, body: AdminUpdateUserInput): Promise<User> =>
  (await apiFetch<UserResponse>(path(id), { method: 'PUT', json: body })).user;
export const deleteUser = (id: string) => apiFetch(path(id), { method: 'DELETE' });
