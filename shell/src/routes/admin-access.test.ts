import { adminAccess } from './admin-access';

describe('admin guard', () => {
  it('when the auth check has not answered yet, then it waits instead of redirecting', () => {
    expect(adminAccess(true, null)).toBe('wait');
  });

  it('when nobody is signed in, then it sends to /login', () => {
    expect(adminAccess(false, null)).toBe('login');
  });

  it('when a customer opens an admin route, then it sends to /restricted-access', () => {
    expect(adminAccess(false, { is_admin: false })).toBe('restricted');
  });

  it('when an admin opens an admin route, then it is allowed', () => {
    expect(adminAccess(false, { is_admin: true })).toBe('allowed');
  });
});
