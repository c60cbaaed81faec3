import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '@shop/service-kit';
import type { RateLimitName } from '../access/route-table';
import type { GatewayEnv } from '../env';
import { clientKey } from './client-key';
import { FixedWindowCounter } from './fixed-window';
import { isApiPath } from './api-path';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

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
 * counted before anything else is done with the request (in memory: each replica counts its own share). Over
 * the limit: 429 in the one error shape with Retry-After.
 */
export function registerRateLimits(app: FastifyInstance, env: GatewayEnv): void {
  const counter = (max: number) => new FixedWindowCounter({ max, windowMs: env.RATE_LIMIT_WINDOW_MS });
  const global = counter(env.RATE_LIMIT_GLOBAL_MAX);
  const named = Object.fromEntries(
    Object.entries(namedRateLimits(env)).map(([name, max]) => [name, counter(max)]),
  ) as Record<RateLimitName, FixedWindowCounter>;

  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    const name = request.routeOptions.config.rule?.rateLimit;
    const limit = name ? named[name] : global;
    const { count, resetSeconds } = limit.hit(clientKey(request.ip));
    void reply.headers({
      'x-ratelimit-limit': String(limit.max),
      'x-ratelimit-remaining': String(Math.max(0, limit.max - count)),
      'x-ratelimit-reset': String(resetSeconds),
    });
    if (count > limit.max) return done(new TooManyRequestsError(TOO_MANY_REQUESTS, resetSeconds));
    done();
  });
}
