import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '@shop/service-kit';
import type { RateLimitName, RouteRule } from '../access/route-table';
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

export interface RateLimitVerdict {
  max: number;
  /** This client's requests in the window, this one included. */
  count: number;
  resetSeconds: number;
}

/** The per-client counters, shared by every path a request can take through the gateway. */
export interface RateLimits {
  /** Counts one request of the client at `ip` against the route's named limit, or the global one. */
  hit(rule: RouteRule | undefined, ip: string): RateLimitVerdict;
}

/**
 * A global per-client limit on /api, and instead of it the named limit on a route whose rule asks for one, in
 * memory: each replica counts its own share.
 */
export function createRateLimits(env: GatewayEnv): RateLimits {
  const counter = (max: number) => new FixedWindowCounter({ max, windowMs: env.RATE_LIMIT_WINDOW_MS });
  const global = counter(env.RATE_LIMIT_GLOBAL_MAX);
  const named = Object.fromEntries(
    Object.entries(namedRateLimits(env)).map(([name, max]) => [name, counter(max)]),
  ) as Record<RateLimitName, FixedWindowCounter>;
  return {
    hit(rule, ip) {
      const limit = rule?.rateLimit ? named[rule.rateLimit] : global;
      const { count, resetSeconds } = limit.hit(clientKey(ip));
      return { max: limit.max, count, resetSeconds };
    },
  };
}

export function isOverLimit(verdict: RateLimitVerdict): boolean {
  return verdict.count > verdict.max;
}

export function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  return {
    'x-ratelimit-limit': String(verdict.max),
    'x-ratelimit-remaining': String(Math.max(0, verdict.max - verdict.count)),
    'x-ratelimit-reset': String(verdict.resetSeconds),
  };
}

export function tooManyRequests(verdict: RateLimitVerdict): TooManyRequestsError {
  return new TooManyRequestsError(TOO_MANY_REQUESTS, verdict.resetSeconds);
}

/**
 * Counts every /api request before anything else is done with it. Over the limit: 429 in the one error shape
 * with Retry-After.
 */
export function registerRateLimits(app: FastifyInstance, limits: RateLimits): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    const verdict = limits.hit(request.routeOptions.config.rule, request.ip);
    void reply.headers(rateLimitHeaders(verdict));
    if (isOverLimit(verdict)) return done(tooManyRequests(verdict));
    done();
  });
}
