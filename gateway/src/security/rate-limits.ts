import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '@shop/service-kit';
import type { RateLimitName } from '../access/route-table';
import type { GatewayEnv } from '../env';
import { isApiPath } from './api-path';
import { createSharedStore } from './rate-limit-store';

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
    password: env.RATE_LIMIT_PASSWORD_MAX,
    track: env.RATE_LIMIT_TRACK_MAX,
  };
}

/**
 * A global per-client limit on /api, and instead of it the named limit on a route whose rule asks for one,
 * counted by @fastify/rate-limit: in Redis when RATE_LIMIT_REDIS_URL names one, so all replicas share each
 * client's budget (rate-limit-store.ts, with its fallback to per-replica memory while Redis is down), else in this
 * process's memory (one store per limit; each replica counts its own share). A client
 * is its address, an IPv4-mapped one as IPv4, an IPv6 one by its /64 (one subscriber usually holds a whole /64
 * and can rotate inside it). The library's limiters run from our own onRequest hook rather than its per-route
 * one, so that unknown /api paths (probes) count as well. Over the limit: 429 in the one error shape with
 * Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, env: GatewayEnv): Promise<void> {
  const shared = env.RATE_LIMIT_REDIS_URL
    ? createSharedStore({
        url: env.RATE_LIMIT_REDIS_URL,
        prefix: env.RATE_LIMIT_REDIS_PREFIX,
        cache: MAX_CLIENTS,
        log: app.log,
        metrics: app.metrics,
      })
    : undefined;
  if (shared) app.addHook('onClose', shared.close);
  await app.register(rateLimit, {
    global: false,
    cache: MAX_CLIENTS,
    ipv6Subnet: 64,
    ...(shared ? { store: shared.Store } : {}),
  });
  const limiter = (name: string, max: number) => {
    // each limiter gets a store of its own (sized by `cache` like the plugin's; in Redis, keys under its name)
    const options = { max, timeWindow: env.RATE_LIMIT_WINDOW_MS, cache: MAX_CLIENTS, limiterName: name };
    return app.createRateLimit(options as Parameters<typeof app.createRateLimit>[0]);
  };
  const global = limiter('global', env.RATE_LIMIT_GLOBAL_MAX);
  const named = Object.fromEntries(
    Object.entries(namedRateLimits(env)).map(([name, max]) => [name, limiter(name, max)]),
  ) as Record<RateLimitName, typeof global>;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const name = request.routeOptions.config.rule?.rateLimit;
    const verdict = await (name ? named[name] : global)(request);
    if (verdict.isAllowed) return;
    void reply.headers({
      'x-ratelimit-limit': verdict.max,
      'x-ratelimit-remaining': verdict.remaining,
      'x-ratelimit-reset': verdict.ttlInSeconds,
    });
    if (verdict.isExceeded) throw new TooManyRequestsError(TOO_MANY_REQUESTS, verdict.ttlInSeconds);
  });
}
