import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError, type AuthClaims, type TokenVerifier } from '@shop/service-kit';
import { authenticate } from '../auth/authenticate';
import type { TokenVersions } from '../auth/token-versions';
import { assertBodyType } from '../security/content-type';
import { assertNotCrossSite } from '../security/csrf';
import { decideAccess } from './access-policy';
import type { RouteRule } from './route-table';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route-table rule a proxied route was registered from. */
    rule?: RouteRule;
  }
  interface FastifyRequest {
    /** Verified claims of the caller of a protected route (also of logout, for the cache). */
    caller?: AuthClaims;
  }
}

export interface GuardDeps {
  verify: TokenVerifier;
  versions: TokenVersions;
  frontendOrigins: ReadonlySet<string>;
}

/** Throws a refusal, or returns a promise when the token has to be checked, or nothing when all is decided. */
export type Guard = (request: FastifyRequest) => Promise<void> | undefined;

/**
 * Runs before the body is read, on every proxied route: the cross-site check, the body type, then the role
 * table's verdict. Public routes skip token verification altogether (the services check a token they use), and
 * are decided without a promise.
 */
export function createGuard(deps: GuardDeps): Guard {
  return function guard(request) {
    const rule = request.routeOptions.config.rule;
    if (!rule) throw new Error('proxied route without a rule');
    assertNotCrossSite(request, deps.frontendOrigins);
    assertBodyType(request, rule.multipart === true);
    if (needsNoCaller(rule)) return undefined;
    return checkCaller(request, rule, deps);
  };
}

/** A public route whose answer means nothing for the token-version cache: nobody's token is looked at. */
export function needsNoCaller(rule: RouteRule): boolean {
  return rule.access === 'public' && !rule.effect;
}

/** The role table's verdict on the verified caller: anonymous → 401, wrong role → 403. */
async function checkCaller(request: FastifyRequest, rule: RouteRule, deps: GuardDeps): Promise<void> {
  const auth = await authenticate(request, deps.verify, deps.versions);
  if (auth.status === 'signed-in') request.caller = auth.claims;
  const decision = decideAccess(
    rule,
    request.caller ?? null,
    request.params as Record<string, string | undefined>,
  );
  if (decision.allowed) return;
  if (decision.status === 403) throw new ForbiddenError(decision.message);
  throw new UnauthorizedError(auth.status === 'invalid' ? auth.reason : decision.message);
}
