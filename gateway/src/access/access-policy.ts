import type { AuthClaims } from '@shop/service-kit';
import type { RouteRule } from './route-table';

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

export const SIGN_IN_REQUIRED = 'Authentication required';
export const ADMIN_REQUIRED = 'Administrator access required';
export const OWN_ACCOUNT_ONLY = 'You can only access your own account';

/**
 * Who may call a route: anonymous → 401 on anything but public; a signed-in user → 403 on admin routes and
 * on another user's owner-or-admin route.
 */
export function decideAccess(
  rule: Pick<RouteRule, 'access' | 'ownerParam'>,
  claims: AuthClaims | null,
  params: Record<string, string | undefined>,
): AccessDecision {
  if (rule.access === 'public') return { allowed: true };
  if (!claims) return { allowed: false, status: 401, message: SIGN_IN_REQUIRED };
  if (rule.access === 'user' || claims.isAdmin) return { allowed: true };
  if (rule.access === 'admin') return { allowed: false, status: 403, message: ADMIN_REQUIRED };
  const owner = params[rule.ownerParam ?? 'id'];
  return owner !== undefined && owner === claims.userId
    ? { allowed: true }
    : { allowed: false, status: 403, message: OWN_ACCOUNT_ONLY };
}
