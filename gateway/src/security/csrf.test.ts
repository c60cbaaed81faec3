import { ForbiddenError } from '@shop/service-kit';
import { assertNotCrossSite } from './csrf';

const origins = new Set(['http://localhost:8080']);
const withCookie = { cookie: 'theme=dark; authToken=a.b.c' };
const check = (method: string, headers: Record<string, string>) => () =>
  assertNotCrossSite({ method, headers }, origins);

describe('assertNotCrossSite', () => {
  it('when an unsafe request with the cookie comes from a front-end origin, then it passes', () => {
    expect(check('POST', { ...withCookie, origin: 'http://localhost:8080' })).not.toThrow();
  });

  it('when it comes from another origin, or names none and no same-site fetch, then 403', () => {
    expect(check('DELETE', { ...withCookie, origin: 'https://evil.example' })).toThrow(ForbiddenError);
    expect(check('PUT', { ...withCookie, origin: 'null' })).toThrow(ForbiddenError);
    expect(check('POST', withCookie)).toThrow(ForbiddenError);
    expect(check('POST', { ...withCookie, 'sec-fetch-site': 'cross-site' })).toThrow(ForbiddenError);
  });

  it('when a browser sends no Origin but says same-origin or same-site, then it passes', () => {
    expect(check('POST', { ...withCookie, 'sec-fetch-site': 'same-origin' })).not.toThrow();
    expect(check('POST', { ...withCookie, 'sec-fetch-site': 'same-site' })).not.toThrow();
  });

  it('when the request is safe or carries no auth cookie, then it is not checked', () => {
    expect(check('GET', { ...withCookie, origin: 'https://evil.example' })).not.toThrow();
    expect(check('POST', { origin: 'https://evil.example', authorization: 'Bearer x' })).not.toThrow();
    expect(check('POST', { cookie: 'other=1', origin: 'https://evil.example' })).not.toThrow();
  });
});
