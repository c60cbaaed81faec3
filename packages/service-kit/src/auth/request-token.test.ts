import { cookieValue } from './request-token';

describe('cookieValue', () => {
  it('when the cookie is among others, then its decoded value is found', () => {
    expect(cookieValue('a=1; authToken=abc%2Edef; b=2', 'authToken')).toBe('abc.def');
  });

  it('when the cookie is absent, empty or badly encoded, then there is no value', () => {
    expect(cookieValue(undefined, 'authToken')).toBeUndefined();
    expect(cookieValue('xauthToken=1', 'authToken')).toBeUndefined();
    expect(cookieValue('authToken=', 'authToken')).toBeUndefined();
    expect(cookieValue('authToken=%E0%A4%A', 'authToken')).toBeUndefined();
  });
});
