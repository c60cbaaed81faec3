import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { createTokenVerifier } from '@shop/service-kit';
import { KeyEncryption } from '../src/domain/keys/key-encryption';
import { SIGNING_KEYS } from '../src/domain/keys/signing-key-document';
import { SigningKeyStore } from '../src/domain/keys/signing-keys';
import type { IdentityEnv } from '../src/env';
import { authCookie, buildIdentityEnv, buildSignup, startIdentity } from './support/identity-app';

describe('signing keys', () => {
  let env: IdentityEnv;
  let app: FastifyInstance | undefined;

  beforeEach(() => {
    env = buildIdentityEnv();
  });

  afterEach(async () => {
    if (!app) return;
    await app.db.dropDatabase();
    await app.close();
    app = undefined;
  });

  async function jwksVerifier(identity: FastifyInstance) {
    const jwks = (await identity.inject('/api/auth/.well-known/jwks.json')).json();
    return createTokenVerifier({
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      key: createLocalJWKSet(jwks),
    });
  }

  it('when identity restarts on its database, then the same key is published and tokens from before still verify', async () => {
    app = await startIdentity(env);
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignup() });
    const token = authCookie(signup.headers['set-cookie']);
    const before = (await app.inject('/api/auth/.well-known/jwks.json')).json();
    await app.close();

    app = await startIdentity(env);
    expect((await app.inject('/api/auth/.well-known/jwks.json')).json()).toEqual(before);
    expect(before.keys).toEqual([
      expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: expect.any(String) }),
    ]);
    expect(JSON.stringify(before)).not.toMatch(/"d"/);
    await expect((await jwksVerifier(app))(token)).resolves.toMatchObject({ userId: signup.json().user._id });
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
  });

  it('when the private key is stored, then it is encrypted and the wrong secret cannot load it', async () => {
    app = await startIdentity(env);
    const stored = await app.db.collection(SIGNING_KEYS).findOne({});
    expect(JSON.stringify(stored)).not.toMatch(/PRIVATE KEY/);
    const wrongSecret = new SigningKeyStore(app.db, new KeyEncryption('another-secret-entirely'));
    await expect(wrongSecret.initialize()).rejects.toThrow();
  });

  it('when a key is rotated, then both are published, old tokens verify, and the new key signs once active', async () => {
    app = await startIdentity(env);
    const first = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignup() });
    const oldToken = authCookie(first.headers['set-cookie']);
    const store = new SigningKeyStore(app.db, new KeyEncryption(env.KEY_ENCRYPTION_SECRET));
    const newKid = await store.rotate(0);
    await app.close();

    app = await startIdentity(env);
    const jwks = (await app.inject('/api/auth/.well-known/jwks.json')).json();
    expect(jwks.keys).toHaveLength(2);
    const verify = await jwksVerifier(app);
    await expect(verify(oldToken)).resolves.toMatchObject({ userId: first.json().user._id });
    const second = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignup() });
    const newToken = authCookie(second.headers['set-cookie']);
    const header = JSON.parse(Buffer.from(newToken.split('.')[0]!, 'base64url').toString());
    expect(header).toMatchObject({ alg: 'EdDSA', kid: newKid });
    await expect(verify(newToken)).resolves.toMatchObject({ userId: second.json().user._id });
  });

  it('when a rotated key is not active yet, then it is published but the previous key keeps signing', async () => {
    app = await startIdentity(env);
    const store = new SigningKeyStore(app.db, new KeyEncryption(env.KEY_ENCRYPTION_SECRET));
    await store.initialize();
    const { kid: current } = await store.signingKey();
    const upcoming = await store.rotate(3600);
    expect((await store.publicKeys()).keys.map((key) => key.kid)).toEqual([upcoming, current]);
    expect((await store.signingKey()).kid).toBe(current);
  });
});
