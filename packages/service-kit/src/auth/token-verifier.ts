import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey, type KeyLike } from 'jose';
import { UnauthorizedError } from '../errors';

/** What a verified token says about its bearer. */
export interface AuthClaims {
  userId: string;
  email: string;
  isAdmin: boolean;
  /** Bumped by identity on logout, demotion and deletion: older tokens stop working. */
  tokenVersion: number;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** identity's JWKS endpoint, or a key (in identity itself and in tests). */
  jwksUrl?: string;
  key?: KeyLike | Uint8Array | JWTVerifyGetKey;
}

/** Only identity's asymmetric algorithm is accepted: `none`, HS256 and key confusion are refused. */
export const TOKEN_ALGORITHMS = ['EdDSA'];

export type TokenVerifier = (token: string) => Promise<AuthClaims>;

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const key =
    options.key ??
    (options.jwksUrl
      ? createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 })
      : undefined);
  if (!key) throw new Error('createTokenVerifier needs a jwksUrl or a key');
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: TOKEN_ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.tv !== 'number') {
        throw new Error('token is missing claims');
      }
      return {
        userId: payload.sub,
        email: payload.email,
        // written by toTokenPayload
        isAdmin: payload.adm === true,
        tokenVersion: payload.tv,
      };
    } catch {
      throw new UnauthorizedError('Invalid or expired token');
    }
  };
}
