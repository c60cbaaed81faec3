import { isPersonal, personalCacheControl } from './personal-answers';

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers });

describe('isPersonal', () => {
  it('when a request carries a bearer or the auth cookie, then its answer is personal', () => {
    expect(isPersonal(request('/api/orders', { authorization: 'Bearer abc' }))).toBe(true);
    expect(isPersonal(request('/api/products', { cookie: 'theme=dark; authToken=abc' }))).toBe(true);
  });

  it('when an auth route is called without a token (login, signup), then its answer is personal', () => {
    expect(isPersonal(request('/api/auth/login'))).toBe(true);
    expect(isPersonal(request('/api/auth/signup'))).toBe(true);
  });

  it('when an anonymous visitor reads a public route, then its answer is not personal', () => {
    expect(isPersonal(request('/api/products', { cookie: 'theme=dark' }))).toBe(false);
    expect(isPersonal(request('/api/cart?sessionId=abc', { authorization: 'Basic abc' }))).toBe(false);
  });
});

describe('personalCacheControl', () => {
  it('when the service set nothing, a revalidation or private caching, then the answer is no-store', () => {
    expect(personalCacheControl(undefined)).toBe('no-store');
    expect(personalCacheControl('no-cache')).toBe('no-store');
    expect(personalCacheControl('private, max-age=60')).toBe('no-store');
  });

  it('when the service already said no-store, with more or not, then its value is kept', () => {
    expect(personalCacheControl('no-store')).toBe('no-store');
    expect(personalCacheControl('No-Store, max-age=0')).toBe('No-Store, max-age=0');
  });

  it('when the service marked the answer public on purpose (images, keys), then its value is kept', () => {
    expect(personalCacheControl('public, max-age=31536000, immutable')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
