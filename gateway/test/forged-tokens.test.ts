import { SignJWT } from 'jose';
import { toTokenPayload, testing } from '@shop/service-kit';
import { KeyEncryption, SigningKeyStore } from '@shop/identity';
import { call, login, settled, signupSettled, startStack, type Stack } from './support/stack';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged and revoked tokens are refused', () => {
  let stack: Stack;
  let admin: { token: string; userId: string };
  let keys: SigningKeyStore;

  beforeAll(async () => {
    stack = await startStack();
    const signedIn = await login(stack.gatewayUrl, 'admin@shop.test', 'Admin-Password-1');
    admin = { token: signedIn.token, userId: signedIn.user._id };
    keys = new SigningKeyStore(stack.identity.db, new KeyEncryption('test-key-encryption-secret'));
    await keys.initialize();
  });

  afterAll(() => stack.close());

  /** A token signed with identity's real key, with whatever claims the test wants wrong. */
  async function signWithRealKey(
    overrides: { iss?: string; aud?: string; exp?: number; adm?: boolean; tv?: number } = {},
  ) {
    const { kid, privateKey } = await keys.signingKey();
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      ...toTokenPayload({
        userId: admin.userId,
        email: 'admin@shop.test',
        isAdmin: overrides.adm ?? true,
        tokenVersion: overrides.tv ?? 0,
      }),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(admin.userId)
      .setIssuer(overrides.iss ?? 'shop-identity')
      .setAudience(overrides.aud ?? 'shop')
      .setIssuedAt(now - 7200)
      .setExpirationTime(overrides.exp ?? now + 3600)
      .sign(privateKey);
  }

  async function expectRefused(token: string) {
    for (const [base, path] of [
      [stack.gatewayUrl, '/api/auth/me'],
      [stack.gatewayUrl, '/api/auth/users'],
      [stack.identityUrl, '/api/auth/me'],
    ] as const) {
      for (const transport of [{ token }, { cookie: token }]) {
        const res = await call(base, 'GET', path, transport);
        expect({ path, status: res.status, code: res.json().code }).toEqual({
          path,
          status: 401,
          code: 'UNAUTHORIZED',
        });
      }
    }
  }

  it('when a real admin token is used, then it works (the refusals below are about the forgery, not the setup)', async () => {
    expect((await call(stack.gatewayUrl, 'GET', '/api/auth/users', { token: admin.token })).status).toBe(200);
    expect(
      (await call(stack.gatewayUrl, 'GET', '/api/auth/me', { token: await signWithRealKey() })).status,
    ).toBe(200);
  });

  it('when the token says alg none, then it is refused', async () => {
    const payload = admin.token.split('.')[1];
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('when the token is HS256 with a guessed secret or with the public key as the secret, then it is refused', async () => {
    const { kid } = await keys.signingKey();
    const now = Math.floor(Date.now() / 1000);
    const jwks = (await call(stack.gatewayUrl, 'GET', '/api/auth/.well-known/jwks.json')).json();
    const publicJwk = jwks.keys[0];
    const secrets = [
      new TextEncoder().encode('secret'),
      new TextEncoder().encode(JSON.stringify(publicJwk)),
      Buffer.from(publicJwk.x, 'base64url'),
      new TextEncoder().encode(publicJwk.x),
    ];
    for (const secret of secrets) {
      const forged = await new SignJWT({ email: 'x@y.z', adm: true, tv: 0 })
        .setProtectedHeader({ alg: 'HS256', kid })
        .setSubject(admin.userId)
        .setIssuer('shop-identity')
        .setAudience('shop')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(secret);
      await expectRefused(forged);
    }
  });

  it('when the payload is edited after signing, then the signature no longer matches', async () => {
    const customer = await signupSettled(stack);
    const [header, payload, signature] = customer.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    await expectRefused(`${header}.${b64({ ...claims, adm: true })}.${signature}`);
    await expectRefused(`${header}.${b64({ ...claims, sub: admin.userId })}.${signature}`);
  });

  it('when the token is expired or for another issuer or audience, then it is refused even with the real key', async () => {
    await expectRefused(await signWithRealKey({ exp: Math.floor(Date.now() / 1000) - 60 }));
    await expectRefused(await signWithRealKey({ iss: 'someone-else' }));
    await expectRefused(await signWithRealKey({ aud: 'another-app' }));
  });

  it('when the user logs out, then the token used before is refused at once', async () => {
    const customer = await signupSettled(stack);
    expect((await call(stack.gatewayUrl, 'GET', '/api/auth/me', { cookie: customer.token })).status).toBe(
      200,
    );
    const out = await call(stack.gatewayUrl, 'POST', '/api/auth/logout', {
      cookie: customer.token,
      json: {},
    });
    expect(out.status).toBe(200);
    await expectRefused(customer.token);
  });

  it('when an admin is demoted, then their admin token stops working at once, on admin routes and on /me', async () => {
    const other = await signupSettled(stack);
    const promote = await call(stack.gatewayUrl, 'PUT', `/api/auth/users/${other.user._id}`, {
      token: admin.token,
      json: { is_admin: true },
    });
    expect(promote.json().user.is_admin).toBe(true);
    await settled(stack, other.user._id);
    const promoted = await login(stack.gatewayUrl, other.email, other.password);
    await settled(stack, other.user._id);
    expect((await call(stack.gatewayUrl, 'GET', '/api/auth/users', { token: promoted.token })).status).toBe(
      200,
    );
    const demote = await call(stack.gatewayUrl, 'PUT', `/api/auth/users/${other.user._id}`, {
      token: admin.token,
      json: { is_admin: false },
    });
    expect(demote.status).toBe(200);
    for (const path of ['/api/auth/users', '/api/auth/me']) {
      expect((await call(stack.gatewayUrl, 'GET', path, { token: promoted.token })).status).toBe(401);
    }
  });

  it('when a user is deleted, then their token is refused at once', async () => {
    const victim = await signupSettled(stack);
    expect((await call(stack.gatewayUrl, 'GET', '/api/auth/me', { token: victim.token })).status).toBe(200);
    expect(
      (await call(stack.gatewayUrl, 'DELETE', `/api/auth/users/${victim.user._id}`, { token: admin.token }))
        .status,
    ).toBe(200);
    await expectRefused(victim.token);
  });

  it("when identity revokes a session behind the gateway's back, then the gateway learns it from user.updated", async () => {
    const customer = await signupSettled(stack);
    expect((await call(stack.gatewayUrl, 'GET', '/api/auth/me', { token: customer.token })).status).toBe(200);
    // straight to identity: the gateway sees no response, only the event
    expect(
      (await call(stack.identityUrl, 'POST', '/api/auth/logout', { token: customer.token, json: {} })).status,
    ).toBe(200);
    await testing.eventually(async () => {
      expect(
        (
          await call(stack.gatewayUrl, 'GET', '/api/auth/users/' + customer.user._id, {
            token: customer.token,
          })
        ).status,
      ).toBe(401);
    }, 8000);
  });
});
