import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '@shop/service-kit';
import type { RateLimitName } from '../access/route-table';
import type { GatewayEnv } from '../env';

export type RateLimits = Record<RateLimitName, { max: number; timeWindow: number }>;

/** The stricter per-client limits of the forms that attackers and bots aim at. */
export function namedRateLimits(env: GatewayEnv): RateLimits {
  const window = (max: number) => ({ max, timeWindow: env.RATE_LIMIT_WINDOW_MS });
  return {
    login: window(env.RATE_LIMIT_LOGIN_MAX),
    signup: window(env.RATE_LIMIT_SIGNUP_MAX),
    promo: window(env.RATE_LIMIT_PROMO_MAX),
    order: window(env.RATE_LIMIT_ORDER_MAX),
    review: window(env.RATE_LIMIT_REVIEW_MAX),
    message: window(env.RATE_LIMIT_MESSAGE_MAX),
  };
}

/**
 * A global per-client limit on /api (in memory: each replica counts its own share), and the named limits on
 * the routes that ask for one. Over the limit: 429 in the one error shape with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, env: GatewayEnv): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_GLOBAL_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError('Too many requests, please try again later', Math.ceil(context.ttl / 1000)),
  });
}
