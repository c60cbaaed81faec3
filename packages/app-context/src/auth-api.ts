import type { AuthResponse, LoginBody, SignupBody, User } from '@shop/contracts';
import { apiFetch, type ApiInit } from '@shop/ui-kit';

/*
 * The identity calls of storefront spec §7. Every answer with a user is `{ user }` (contracts AuthResponse);
 * the token itself only travels in the httpOnly cookie.
 */

type Fetch = ApiInit['fetchImpl'];

/** The signed-in user, or null: a failed check (401, network, anything) leaves the user signed out. */
export async function fetchCurrentUser(fetchImpl?: Fetch): Promise<User | null> {
  try {
    return (await apiFetch<AuthResponse>('/auth/me', { fetchImpl })).user;
  } catch {
    return null;
  }
}

export async function loginRequest(body: LoginBody, fetchImpl?: Fetch): Promise<User> {
  return (await apiFetch<AuthResponse>('/auth/login', { method: 'POST', json: body, fetchImpl })).user;
}

export async function signupRequest(body: SignupBody, fetchImpl?: Fetch): Promise<User> {
  return (await apiFetch<AuthResponse>('/auth/signup', { method: 'POST', json: body, fetchImpl })).user;
}

/** Throws unless the server answered 200: only then is the user cleared (storefront spec §4). */
export async function logoutRequest(fetchImpl?: Fetch): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST', json: {}, fetchImpl });
}
