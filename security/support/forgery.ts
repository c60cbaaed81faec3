import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { KeyEncryption, SigningKeyStore } from '@shop/identity';
import { KEY_ENCRYPTION_SECRET, type Stack } from './stack';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

export interface Claims {
  sub: string;
  email: string;
  adm: boolean;
  tv: number;
}

export interface SignOptions {
  iss?: string;
  aud?: string;
  exp?: number;
}

function jwt(claims: Claims, options: SignOptions = {}) {
  return new SignJWT({ email: claims.email, adm: claims.adm, tv: claims.tv })
    .setSubject(claims.sub)
    .setIssuer(options.iss ?? 'shop-identity')
    .setAudience(options.aud ?? 'shop')
    .setIssuedAt(now() - 60)
    .setExpirationTime(options.exp ?? now() + 3600);
}

/** The claims of a real token, to copy and change. */
export function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Claims;
}

/** `alg: none`, no signature: the oldest JWT trick. */
export function unsignedToken(claims: Claims): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: 'shop-identity', aud: 'shop', iat: now(), exp: now() + 3600 })}.`;
}

/** A token signed with the attacker's own Ed25519 key, under the kid of identity's real key. */
export async function tokenSignedByAnotherKey(claims: Claims, kid: string): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return jwt(claims).setProtectedHeader({ alg: 'EdDSA', kid }).sign(privateKey);
}

/** The attacker's key carried in the token's own header (`jwk`), hoping the verifier trusts it. */
export async function tokenWithEmbeddedKey(claims: Claims): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return jwt(claims)
    .setProtectedHeader({ alg: 'EdDSA', jwk: await exportJWK(publicKey) })
    .sign(privateKey);
}

/**
 * Key confusion: HS256 "signed" with identity's public key as the HMAC secret, in every encoding a confused
 * verifier might use for it.
 */
export async function tokensSignedWithThePublicKey(claims: Claims, publicJwk: JWK): Promise<string[]> {
  const secrets = [
    new TextEncoder().encode(JSON.stringify(publicJwk)),
    Buffer.from(publicJwk.x!, 'base64url'),
    new TextEncoder().encode(publicJwk.x!),
  ];
  return Promise.all(
    secrets.map((secret) =>
      jwt(claims).setProtectedHeader({ alg: 'HS256', kid: publicJwk.kid }).sign(secret),
    ),
  );
}

/** A real token whose payload was edited after signing (the signature is kept). */
export function tamperedToken(token: string, changes: Partial<Claims>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return `${header}.${b64({ ...claims, ...changes })}.${signature}`;
}

/** A token signed with identity's real private key, so only the claims can be what is wrong with it. */
export async function tokenSignedByIdentity(
  stack: Stack,
  claims: Claims,
  options: SignOptions,
): Promise<string> {
  const keys = new SigningKeyStore(stack.services.identity.db, new KeyEncryption(KEY_ENCRYPTION_SECRET));
  await keys.initialize();
  const { kid, privateKey } = await keys.signingKey();
  return jwt(claims, options).setProtectedHeader({ alg: 'EdDSA', kid }).sign(privateKey);
}
