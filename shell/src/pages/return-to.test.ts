import { loginReturningTo, safeReturnTo } from './return-to';

describe('returnTo after signing in', () => {
  it('when returnTo is a path of this site, then it is where the login ends, query and hash kept', () => {
    expect(safeReturnTo('?returnTo=%2Fcheckout')).toBe('/checkout');
    expect(safeReturnTo('?returnTo=/admin/orders%3Fpage%3D2')).toBe('/admin/orders?page=2');
    expect(safeReturnTo(`?${loginReturningTo('/profile/orders/abc#x').split('?')[1]}`)).toBe('/profile/orders/abc#x');
  });

  it('when returnTo leaves the site or is missing, then it is ignored and the spec redirect applies', () => {
    for (const value of [
      '',
      'checkout',
      'https://evil.example/checkout',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/\tchecks',
      '\u0000/checkout',
    ]) {
      const answer = safeReturnTo(`?returnTo=${encodeURIComponent(value)}`);
      if (answer !== undefined) expect(new URL(answer, 'https://shop.test').origin).toBe('https://shop.test');
      expect(answer === undefined || answer.startsWith('/')).toBe(true);
    }
    expect(safeReturnTo('?returnTo=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(safeReturnTo('?returnTo=%2F%2Fevil.example')).toBeUndefined();
    expect(safeReturnTo('?returnTo=%2F%5Cevil.example')).toBeUndefined();
    expect(safeReturnTo('')).toBeUndefined();
  });

  it('when returnTo names the login, sign-up or reset pages, then it is ignored (no loop)', () => {
    expect(safeReturnTo('?returnTo=%2Flogin')).toBeUndefined();
    expect(safeReturnTo('?returnTo=%2Fsignup%2F')).toBeUndefined();
    expect(safeReturnTo('?returnTo=%2Freset-password%3Ftoken%3Dx')).toBeUndefined();
  });

  it('when a login link is built for a page, then it carries the page as returnTo', () => {
    expect(loginReturningTo('/admin')).toBe('/login?returnTo=%2Fadmin');
    expect(loginReturningTo('/checkout', '/signup')).toBe('/signup?returnTo=%2Fcheckout');
  });
});
