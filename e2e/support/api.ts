import { baseUrl } from './browser';

/** Calls the stack's API the way a client would (through the gateway), for arranging and checking state. */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { origin: baseUrl(), ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** Logs in through the API and answers the auth cookie, to call admin routes in a test. */
export async function loginCookie(email: string, password: string): Promise<string> {
  const res = await api('/auth/login', { method: 'POST', body: { email, password } });
  if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const match = /authToken=([^;]+)/.exec(setCookie);
  if (!match) throw new Error('login answered no authToken cookie');
  return `authToken=${match[1]}`;
}

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@shop.local',
  password: process.env.ADMIN_PASSWORD ?? 'ChangeMe-Admin-1',
};
export const CUSTOMER = { email: 'customer@shop.local', password: 'ChangeMe-Customer-1' };

/** An address no other test and no earlier run has used. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shop.test`;

/** A new customer account, made through the API as the sign-up page makes one. */
export async function signUp(account: {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}): Promise<void> {
  const answer = await api('/auth/signup', { method: 'POST', body: account });
  if (answer.status !== 201) throw new Error(`signup of ${account.email} answered ${answer.status}`);
}
