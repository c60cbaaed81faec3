import { fetchCurrentUser, logoutRequest } from './auth-api';

const user = { _id: 'a'.repeat(24), first_name: 'Mona', last_name: 'Adel', email: 'mona@shop.local', is_admin: false };

const answering = (status: number, body?: unknown) =>
  (async () => new Response(body === undefined ? null : JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('auth calls', () => {
  it('when /auth/me answers the user, then it is the current user', async () => {
    await expect(fetchCurrentUser(answering(200, { user }))).resolves.toEqual(user);
  });

  it('when the auth check fails, then the user is signed out instead of an error', async () => {
    await expect(fetchCurrentUser(answering(401, { error: 'Authentication required', code: 'UNAUTHORIZED' }))).resolves.toBeNull();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchCurrentUser(offline)).resolves.toBeNull();
  });

  it('when logout is refused, then it throws so the user stays signed in', async () => {
    await expect(logoutRequest(answering(500, { error: 'Internal error', code: 'INTERNAL' }))).rejects.toThrow('Internal error');
    await expect(logoutRequest(answering(200, { success: true }))).resolves.toBeUndefined();
  });
});
