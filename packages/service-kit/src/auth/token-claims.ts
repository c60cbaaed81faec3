import type { JWTPayload } from 'jose';
import type { AuthClaims } from './token-verifier';

/**
 * How claims are written into a token: identity signs with this, every verifier reads it back. Short names
 * keep the cookie small; the standard ones (`sub`, `iss`, `aud`, `exp`, `iat`) are set by the signer.
 */
export function toTokenPayload(claims: AuthClaims): JWTPayload {
  return { email: claims.email, adm: claims.isAdmin, tv: claims.tokenVersion };
}
