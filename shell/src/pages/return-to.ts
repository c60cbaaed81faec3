/** Pages a shopper is never sent back to after signing in (they would only send them on again). */
const NOT_A_DESTINATION = ['/login', '/signup', '/forgot-password', '/reset-password'];

/**
 * Issue 32: where a login or sign-up should end, from its `?returnTo=`; only a path of this site (router-relative,
 * '/checkout', '/admin/orders?page=2'). Anything that could leave it — another origin, '//host', '/\host', a
 * scheme, control characters — is ignored, so the link cannot be used to send a shopper to a look-alike site.
 */
export function safeReturnTo(search: string): string | undefined {
  const value = new URLSearchParams(search).get('returnTo');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'https://shop.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://shop.invalid') return undefined;
  if (NOT_A_DESTINATION.includes(url.pathname.replace(/\/+$/, ''))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login (or sign-up) address that comes back to `path` afterwards. */
export function loginReturningTo(path: string, page: '/login' | '/signup' = '/login'): string {
  return `${page}?${new URLSearchParams({ returnTo: path }).toString()}`;
}
