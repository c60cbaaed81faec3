import { SignJWT, generateKeyPair } from 'jose';
import { createTokenVerifier } from './token-verifier';

describe('createTokenVerifier', () => {
  const claims = { email: 'a@b.c', adm: true, tv: 3 };

  async function setup() {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const verify = createTokenVerifier({ issuer: 'iss', audience: 'aud', key: publicKey });
    const sign = (overrides: { issuer?: string; audience?: string; exp?: string | number } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
        .setSubject('user-1')
        .setIssuedAt()
        .setIssuer(overrides.issuer ?? 'iss')
        .setAudience(overrides.audience ?? 'aud')
        .setExpirationTime(overrides.exp ?? '1h')
        .sign(privateKey);
    return { verify, sign };
  }

  it('when the token is signed by the key with the right issuer and audience, then its claims are answered', async () => {
    const { verify, sign } = await setup();
    await expect(verify(await sign())).resolves.toEqual({
      userId: 'user-1',
      email: 'a@b.c',
      isAdmin: true,
      tokenVersion: 3,
    });
  });

  it('when the token is expired, for another audience or issuer, or unsigned, then it is refused', async () => {
    const { verify, sign } = await setup();
    await expect(verify(await sign({ exp: Math.floor(Date.now() / 1000) - 10 }))).rejects.toThrow('Invalid');
    await expect(verify(await sign({ audience: 'other' }))).rejects.toThrow('Invalid');
    await expect(verify(await sign({ issuer: 'other' }))).rejects.toThrow('Invalid');
    const [header, payload] = (await sign()).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    await expect(verify(`${none}.${payload}.`)).rejects.toThrow('Invalid');
    await expect(verify(`${header}.${payload}.AAAA`)).rejects.toThrow('Invalid');
  });
});
