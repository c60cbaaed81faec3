import { SignJWT } from 'jose';
import { toTokenPayload } from '@shop/service-kit';
import type { UserDocument } from '../users/user-document';
import { SIGNING_ALGORITHM } from './signing-key-document';
import type { SigningKeyStore } from './signing-keys';
import { REMEMBERED_TOKEN_LIFETIME_SECONDS, SESSION_TOKEN_LIFETIME_SECONDS } from './token-lifetimes';

export interface IssuedToken {
  token: string;
  lifetimeSeconds: number;
}

export interface TokenIssuerOptions {
  keys: SigningKeyStore;
  issuer: string;
  audience: string;
}

/** Signs the token every verifier reads back with the kit's `createTokenVerifier`. */
export class TokenIssuer {
  constructor(private readonly options: TokenIssuerOptions) {}

  async issue(
    user: Pick<UserDocument, '_id' | 'email' | 'is_admin' | 'tokenVersion'>,
    rememberMe: boolean,
  ): Promise<IssuedToken> {
    const lifetimeSeconds = rememberMe ? REMEMBERED_TOKEN_LIFETIME_SECONDS : SESSION_TOKEN_LIFETIME_SECONDS;
    const { kid, privateKey } = await this.options.keys.signingKey();
    const userId = user._id.toHexString();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT(
      toTokenPayload({ userId, email: user.email, isAdmin: user.is_admin, tokenVersion: user.tokenVersion }),
    )
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(privateKey);
    return { token, lifetimeSeconds };
  }
}
