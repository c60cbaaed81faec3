import { AUTH_COOKIE, ForbiddenError, cookieValue } from '@shop/service-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCH = new Set(['same-origin', 'same-site']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

export interface RequestFacts {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A browser attaches the authToken cookie to requests that other sites trigger (SameSite=Lax still lets some
 * through, and same-site pages of other ports share it). An unsafe request that carries the cookie must
 * therefore come from one of our front-end origins: its Origin says so, or, when a browser sends no Origin,
 * Sec-Fetch-Site says it is same-origin or same-site. Requests with only a bearer token are not at risk.
 */
export function assertNotCrossSite(request: RequestFacts, allowedOrigins: ReadonlySet<string>): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = header(request.headers.cookie);
  if (!cookieValue(cookie, AUTH_COOKIE)) return;
  const origin = header(request.headers.origin);
  if (origin !== undefined) {
    if (allowedOrigins.has(origin)) return;
    throw new ForbiddenError(CROSS_SITE_REFUSED);
  }
  const fetchSite = header(request.headers['sec-fetch-site']);
  if (fetchSite !== undefined && SAME_SITE_FETCH.has(fetchSite)) return;
  throw new ForbiddenError(CROSS_SITE_REFUSED);
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
