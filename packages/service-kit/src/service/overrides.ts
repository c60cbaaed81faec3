import type { AuthClaims, TokenVerifier } from '../auth/token-verifier';

/**
 * What a test may change of a service it starts in process, the same for every service (a service adds its own
 * few, e.g. notification's mailer). Production passes none.
 */
export interface ServiceOverrides {
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
  /**
   * The token-version check (revoked tokens). By default the cache fed by identity; a test that brings its own
   * `verifyToken` (test tokens identity never issued) has none unless it passes one.
   */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
  /** Prepended to the durable queue names, so parallel test files on one broker never share a queue. */
  queuePrefix?: string;
  /** The outbox relay's fallback sweep (1 s unless a test wants it faster). */
  outboxPollIntervalMs?: number;
  /** The service's clock (when an order is placed, whether a promo code is in its dates): tests fix it. */
  clock?: () => Date;
}
