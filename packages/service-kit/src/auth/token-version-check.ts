import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TokenVersionResponse, tokenVersionPath } from '@shop/contracts';
import { tokenVersionSubscription } from '../events/token-version-subscription';
import { callUpstream, readAnswer, urlList } from '../http/service-client';
import type { AuthClaims } from './token-verifier';
import { TokenVersions, type UserTokenState } from './token-versions';

/** The env of a service that checks token versions itself (add to its schema; `.env.example` lists them). */
export const tokenVersionEnvSchema = z.object({
  /** identity, asked for a user's current token version when the cache has none (or a stale one). */
  IDENTITY_URL: z.url().default('http://127.0.0.1:4001'),
  /** Events keep the cache current; an entry is re-checked with identity after this long anyway. */
  TOKEN_VERSION_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
});

export interface TokenVersionCheckOptions {
  identityUrl: string;
  ttlMs: number;
  /** The service's durable queue for `user.updated` / `user.deleted`, e.g. `order.token-versions`. */
  queue: string;
  timeoutMs?: number;
}

/**
 * identity's internal answer for one user, through the kit's service client (every replica of a comma-separated
 * IDENTITY_URL); any failure throws, so a token is never accepted unchecked.
 */
export function fetchTokenState(identityUrl: string, timeoutMs = 2000) {
  const target = { name: 'identity', baseUrl: urlList(identityUrl), timeoutMs };
  return async (userId: string): Promise<UserTokenState> => {
    const answer = await callUpstream(target, 'GET', tokenVersionPath(encodeURIComponent(userId)));
    if (answer.status !== 200) throw new Error(`identity answered ${answer.status}`);
    const { tokenVersion, deleted } = readAnswer(target, answer, TokenVersionResponse);
    return { tokenVersion, deleted };
  };
}

/**
 * A service's own check that a token is current (not issued before a logout, demotion or deletion), for the
 * kit's `authPlugin` as `isRevoked`: a per-user cache fed by identity's events on the service's queue (once
 * the app is ready) and, on a miss or after the TTL, by identity over HTTP. When identity cannot answer, the
 * token counts as revoked: the request is anonymous, and a protected route answers 401.
 */
export function tokenVersionCheck(
  app: FastifyInstance,
  options: TokenVersionCheckOptions,
): (claims: AuthClaims) => Promise<boolean> {
  const versions = new TokenVersions({
    fetch: fetchTokenState(options.identityUrl, options.timeoutMs),
    ttlMs: options.ttlMs,
  });
  app.addHook('onReady', async () => app.bus.subscribe(tokenVersionSubscription(options.queue, versions)));
  return async (claims) => {
    try {
      return await versions.isRevoked(claims);
    } catch (error) {
      app.log.warn({ err: error }, 'cannot check a token version with identity');
      return true;
    }
  };
}
