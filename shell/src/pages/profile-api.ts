import type { UpdateProfileInput, UserResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

export const fetchProfile = async (id: string) => (await apiFetch<UserResponse>(`/auth/users/${encodeURIComponent(id)}`)).user;

export const saveProfile = async (id: string, body: UpdateProfileInput) =>
  (await apiFetch<UserResponse>(`/auth/users/${encodeURIComponent(id)}`, { method: 'PUT', json: body })).user;
