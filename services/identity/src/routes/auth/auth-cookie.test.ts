import { authCookieHeader } from './auth-cookie';

describe('authCookieHeader', () => {
  it('when no lifetime is given, then it is an httpOnly, Lax session cookie for the whole site', () => {
    expect(authCookieHeader('a.b.c', { secure: false })).toBe(
      'authToken=a.b.c; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('when remembered and served over HTTPS, then it has a Max-Age and Secure', () => {
    expect(authCookieHeader('a.b.c', { secure: true, maxAgeSeconds: 2_592_000 })).toBe(
      'authToken=a.b.c; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure',
    );
  });

  it('when cleared, then it expires at once', () => {
    expect(authCookieHeader('', { secure: false, maxAgeSeconds: 0 })).toBe(
      'authToken=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('when a value would break the header, then it is refused', () => {
    expect(() => authCookieHeader('a;b', { secure: false })).toThrow();
  });
});
