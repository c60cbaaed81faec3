import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jwtEnvSchema } from '../config/env';
import type { AuthPluginOptions } from './auth-plugin';
import { tokenVersionCheck, tokenVersionEnvSchema } from './token-version-check';
import { createTokenVerifier, type AuthClaims, type TokenVerifier } from './token-verifier';

/**
 * The env of a service that verifies its callers itself: identity's JWKS and claims, the token-version check,
 * and the service's own queue for identity's user events (docs/security.md). Spread into the service's schema.
 */
export function serviceAuthEnvShape(service: string) {
  return {
    ...jwtEnvSchema.shape,
    ...tokenVersionEnvSchema.shape,
    TOKEN_VERSIONS_QUEUE: z.string().min(1).default(`${service}.token-versions`),
  };
}

export interface ServiceAuthOptions {
  env: z.infer<typeof jwtEnvSchema> & z.infer<typeof tokenVersionEnvSchema>;
  /** The service's durable queue for identity's user events, e.g. `order.token-versions` (with a test prefix). */
  tokenVersionsQueue: string;
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
  /** A test's own revocation check; a test that brings `verifyToken` (tokens identity never issued) has none. */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
}

/**
 * How a service verifies its callers, for the kit's `authPlugin`: the signature against identity's JWKS, then
 * the token version (a token issued before a logout, demotion or deletion is refused), as the gateway does.
 */
export function serviceAuth(app: FastifyInstance, options: ServiceAuthOptions): AuthPluginOptions {
  const { env } = options;
  if (options.verifyToken) return { verify: options.verifyToken, isRevoked: options.isRevoked };
  return {
    verify: createTokenVerifier({
      jwksUrl: env.JWKS_URL,
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
    }),
    isRevoked:
      options.isRevoked ??
      tokenVersionCheck(app, {
        identityUrl: env.IDENTITY_URL,
        ttlMs: env.TOKEN_VERSION_TTL_SECONDS * 1000,
        queue: options.tokenVersionsQueue,
      }),
  };
}
