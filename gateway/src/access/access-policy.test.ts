import { decideAccess } from './access-policy';

describe('decideAccess', () => {
  const customer = { userId: 'u1', email: 'a@b.c', isAdmin: false, tokenVersion: 0 };
  const admin = { ...customer, userId: 'a1', isAdmin: true };

  it('when a route is public, then anyone passes', () => {
    expect(decideAccess({ access: 'public' }, null, {})).toEqual({ allowed: true });
  });

  it('when nobody is signed in on a protected route, then 401', () => {
    for (const access of ['user', 'owner-or-admin', 'admin'] as const) {
      expect(decideAccess({ access }, null, { id: 'u1' })).toMatchObject({ allowed: false, status: 401 });
    }
  });

  it("when a customer calls an admin route or someone else's account, then 403; their own account passes", () => {
    expect(decideAccess({ access: 'admin' }, customer, {})).toMatchObject({ allowed: false, status: 403 });
    expect(
      decideAccess({ access: 'owner-or-admin', ownerParam: 'id' }, customer, { id: 'u2' }),
    ).toMatchObject({ status: 403 });
    expect(decideAccess({ access: 'owner-or-admin', ownerParam: 'id' }, customer, { id: 'u1' })).toEqual({
      allowed: true,
    });
    expect(decideAccess({ access: 'user' }, customer, {})).toEqual({ allowed: true });
  });

  it('when an admin calls any route, then it passes', () => {
    for (const access of ['user', 'owner-or-admin', 'admin'] as const) {
      expect(decideAccess({ access }, admin, { id: 'u1' })).toEqual({ allowed: true });
    }
  });
});
