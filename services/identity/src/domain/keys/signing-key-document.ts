import type { JWK } from 'jose';
import type { EncryptedSecret } from './key-encryption';

export const SIGNING_KEYS = 'signing_keys';
export const SIGNING_ALGORITHM = 'EdDSA';

/** One Ed25519 key pair. The public half is published in the JWKS until the key is retired. */
export interface SigningKeyDocument {
  /** The key id (`kid`) that tokens name in their header. */
  _id: string;
  alg: typeof SIGNING_ALGORITHM;
  publicJwk: JWK;
  privateKey: EncryptedSecret;
  createdAt: Date;
  /** Signs from this moment on; until then it is only published, so verifiers learn it first. */
  activeFrom: Date;
  /** No longer published: every token it signed has expired. */
  retiredAt?: Date;
}

export const signingKeyIndexes = [{ collection: SIGNING_KEYS, key: { activeFrom: -1 } }];
