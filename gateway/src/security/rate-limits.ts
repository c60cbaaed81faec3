import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '@shop/service-kit';
import type { RateLimitName } from '../access/route-table';
import type { GatewayEnv } from '../env';
import { clientKey } from './client-key';
import { isApiPath } from './api-path';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

/** Keys kept at most (least recently seen dropped first), so a flood of addresses cannot exhaust memory. */
const MAX_CLIENTS = 100_000;

/** The stricter per-client limits of the forms that attackers and bots aim at. */
export function namedRateLimits(env: GatewayEnv): Record<RateLimitName, number> {
  return {
    login: env.RATE_LIMIT_LOGIN_MAX,
    signup: env.RATE_LIMIT_SIGNUP_MAX,
    promo: env.RATE_LIMIT_PROMO_MAX,
    order: env.RATE_LIMIT_ORDER_MAX,
    review: env.RATE_LIMIT_REVIEW_MAX,
    message: env.RATE_LIMIT_MESSAGE_MAX,
  };
}

/**
 * A global per-client limit on /api, and instead of it the named limit on a route whose rule asks for one,
 * counted by @fastify/rate-limit's in-memory store (each replica counts its own share). The library's limiter
 * runs from our own onRequest hook rather than its per-route one, so that unknown /api paths (probes) count as
 * well. Over the limit: 429 in the one error shape with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, env: GatewayEnv): Promise<void> {
  const named = namedRateLimits(env);
  const limitName = (request: FastifyRequest): RateLimitName | 'global' =>
    request.routeOptions.config.rule?.rateLimit ?? 'global';
  await app.register(rateLimit, { global: false, cache: MAX_CLIENTS });
  const limiter = app.createRateLimit({
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    max: (request) => {
      const name = limitName(request);
      return name === 'global' ? env.RATE_LIMIT_GLOBAL_MAX : named[name];
    },
    // each limit counts apart; a client is its IPv4 address or its IPv6 /64 (client-key.ts)
    keyGenerator: (request) => `${limitName(request)} ${clientKey(request.ip)}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const verdict = await limiter(request);
    if (verdict.isAllowed) return;
    void reply.headers({
      'x-ratelimit-limit': verdict.max,
      'x-ratelimit-remaining': verdict.remaining,
      'x-ratelimit-reset': verdict.ttlInSeconds,
    });
    if (verdict.isExceeded) throw new TooManyRequestsError(TOO_MANY_REQUESTS, verdict.ttlInSeconds);
  });
}
