import { testing } from '@shop/service-kit';
import { buildSignup, identityTestBed } from './support/identity-app';

const { eventually } = testing;

describe('identity accounts', () => {
  const bed = identityTestBed();

  it('when someone signs up, then 201 answers the user without any password data and user.registered is published', async () => {
    const { body, user } = await bed.signup({ email: '  Nour.Ali@Example.COM ' });
    expect(user).toMatchObject({
      email: 'nour.ali@example.com',
      is_admin: false,
      is_moderator: false,
      isVerified: false,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon|tokenVersion/i);
    expect(body.password).toBeTruthy();
    await bed.published('user.registered', { userId: user._id });
  });

  it('when the same email signs up again in another letter case, then 409', async () => {
    const { body } = await bed.signup();
    const again = await bed.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });

  it('when a password is too short or too long, then 400 before any hashing', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const res = await bed.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: buildSignup({ password }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('when the user logs out, then the old token stops working here and user.updated carries the new version', async () => {
    const { user, token } = await bed.signup();
    const headers = { authorization: `Bearer ${token}` };
    expect((await bed.app.inject({ url: '/api/auth/me', headers })).json()).toEqual({ user });
    const out = await bed.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/^authToken=;.*Expires=Thu, 01 Jan 1970/);
    expect((await bed.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    await bed.published('user.updated', { userId: user._id, tokenVersion: 1 });
  });

  it('when logout is called without a session, then it still answers 200 and clears the cookie', async () => {
    const res = await bed.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^authToken=;/);
  });

  it('when an admin deletes a user, then the user is gone, its token void, its email free and user.deleted published', async () => {
    const admin = await bed.signup({}, { admin: true });
    const victim = await bed.signup();
    const del = await bed.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${victim.user._id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await bed.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${victim.token}` } }))
        .statusCode,
    ).toBe(401);
    const list = await bed.app.inject({
      url: '/api/auth/users',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(list.json().users.map((u: { _id: string }) => u._id)).not.toContain(victim.user._id);
    expect(
      (await bed.app.inject({ method: 'POST', url: '/api/auth/signup', payload: victim.body })).statusCode,
    ).toBe(201);
    await eventually(() =>
      expect(bed.recorder.events).toContainEqual(
        expect.objectContaining({ type: 'user.deleted', data: { userId: victim.user._id } }),
      ),
    );
    const self = await bed.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${admin.user._id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(self.statusCode).toBe(403);
  });

  it('when the internal token-version route is asked, then it tells the version, and deleted for unknown ids', async () => {
    const { user } = await bed.signup();
    expect((await bed.app.inject(`/internal/users/${user._id}/token-version`)).json()).toEqual({
      userId: user._id,
      tokenVersion: 0,
      deleted: false,
    });
    const unknown = '64b0000000000000000000ff';
    expect((await bed.app.inject(`/internal/users/${unknown}/token-version`)).json()).toMatchObject({
      deleted: true,
    });
    expect((await bed.app.inject('/internal/users/nope/token-version')).statusCode).toBe(400);
  });
});
