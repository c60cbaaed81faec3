import { SignJWT, generateKeyPair, type KeyLike } from 'jose';
import { toTokenPayload } from './token-claims';
import { createTokenVerifier, type AuthClaims, type TokenVerifier } from './token-verifier';

export interface TestTokens {
  verify: TokenVerifier;
  /** A token as identity would issue it, for component tests of other services. */
  sign(claims: Partial<AuthClaims> & { userId: string }): Promise<string>;
  admin(): Promise<string>;
  customer(userId?: string): Promise<string>;
}

/** A throwaway Ed25519 key pair with a verifier and a signer, so a service's tests need no identity service. */
export async function createTestTokens(issuer = 'shop-identity', audience = 'shop'): Promise<TestTokens> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const sign = (claims: Partial<AuthClaims> & { userId: string }) =>
    signToken(privateKey, issuer, audience, {
      email: `${claims.userId}@example.com`,
      isAdmin: false,
      tokenVersion: 0,
      ...claims,
    });
  return {
    verify: createTokenVerifier({ issuer, audience, key: publicKey }),
    sign,
    admin: () => sign({ userId: '64b000000000000000000001', isAdmin: true }),
    customer: (userId = '64b000000000000000000002') => sign({ userId }),
  };
}

function signToken(key: KeyLike, issuer: string, audience: string, claims: AuthClaims): Promise<string> {
  return new SignJWT(toTokenPayload(claims))
    .setProtectedHeader({ alg: 'EdDSA', kid: 'test' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}
