import {
  call,
  login,
  settled,
  signupSettled,
  startStack,
  tokenFromSetCookie,
  buildSignup,
  type Stack,
} from './support/stack';

describe('accounts through the gateway', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack({
      identityEnv: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' },
    });
    admin = (await login(stack.gatewayUrl, 'admin@shop.test', 'Admin-Password-1')).token;
  });

  afterAll(() => stack.close());

  it('when signup carries roles, verification or an _id, then 400, no cookie and no account', async () => {
    for (const extra of [
      { is_admin: true },
      { is_moderator: true },
      { isVerified: true },
      { _id: '64b0000000000000000000aa' },
    ]) {
      const body = { ...buildSignup(), ...extra };
      const res = await call(stack.gatewayUrl, 'POST', '/api/auth/signup', { json: body });
      expect(res.status).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(
        (
          await call(stack.gatewayUrl, 'POST', '/api/auth/login', {
            json: { email: body.email, password: body.password },
          })
        ).status,
      ).toBe(401);
    }
  });

  it('when a user edits their profile, then roles and email cannot change; gender outside the list becomes Other', async () => {
    const user = await signupSettled(stack);
    const path = `/api/auth/users/${user.user._id}`;
    expect(
      (await call(stack.gatewayUrl, 'PUT', path, { token: user.token, json: { is_admin: true } })).status,
    ).toBe(403);
    for (const field of [
      { email: 'new@example.com' },
      { is_moderator: true },
      { isVerified: true },
      { tokenVersion: 0 },
      { password: 'x' },
    ]) {
      expect((await call(stack.gatewayUrl, 'PUT', path, { token: user.token, json: field })).status).toBe(
        400,
      );
    }
    const edited = await call(stack.gatewayUrl, 'PUT', path, {
      token: user.token,
      json: { first_name: 'Dina', gender: 'Unknown', job_title: 'Makeup artist', address: { city: 'Giza' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.json().user).toMatchObject({
      first_name: 'Dina',
      gender: 'Other',
      job_title: 'Makeup artist',
      address: { city: 'Giza' },
      is_admin: false,
      email: user.email,
    });
    expect(
      (await call(stack.gatewayUrl, 'GET', '/api/auth/me', { token: user.token })).json().user.is_admin,
    ).toBe(false);
  });

  it('when an admin edits another user, then name, phone, gender, address and role change but never the email', async () => {
    const user = await signupSettled(stack);
    const path = `/api/auth/users/${user.user._id}`;
    expect(
      (await call(stack.gatewayUrl, 'PUT', path, { token: admin, json: { email: 'x@example.com' } })).status,
    ).toBe(400);
    const res = await call(stack.gatewayUrl, 'PUT', path, {
      token: admin,
      json: {
        first_name: 'Hana',
        last_name: 'Adel',
        phone_number: '01000000000',
        gender: 'Female',
        address: { street: '9 Nile St' },
        is_admin: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json().user).toMatchObject({
      first_name: 'Hana',
      last_name: 'Adel',
      phone_number: '01000000000',
      gender: 'Female',
      is_admin: true,
      email: user.email,
    });
    await settled(stack, user.user._id);
  });

  it('when login fields carry NoSQL operators, then 400 and no cookie', async () => {
    for (const json of [
      { email: { $gt: '' }, password: 'x' },
      { email: 'admin@shop.test', password: { $ne: 'x' } },
      { email: 'admin@shop.test', password: 'x', $where: '1' },
    ]) {
      const res = await call(stack.gatewayUrl, 'POST', '/api/auth/login', { json });
      expect(res.status).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('when the email is unknown or the password wrong, then the answers are identical and take about as long', async () => {
    const known = await signupSettled(stack);
    const attempt = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await call(stack.gatewayUrl, 'POST', '/api/auth/login', {
        json: { email, password: 'wrong-password-123' },
      });
      return { status: res.status, body: res.text, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const unknown: Awaited<ReturnType<typeof attempt>>[] = [];
    const wrong: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let i = 0; i < 7; i += 1) {
      unknown.push(await attempt(`nobody-${i}@example.com`));
      wrong.push(await attempt(known.email));
    }
    expect(new Set([...unknown, ...wrong].map((r) => `${r.status} ${r.body}`))).toEqual(
      new Set(['401 {"error":"Invalid email or password","code":"UNAUTHORIZED"}']),
    );
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[3]!;
    const [a, b] = [median(unknown), median(wrong)];
    expect(Math.abs(a - b)).toBeLessThan(Math.max(25, 0.5 * Math.max(a, b)));
    // both pay for a real argon2id verification
    expect(Math.min(a, b)).toBeGreaterThan(5);
  });

  it('when two signups race for one email in different letter case, then one gets 201 and the other 409', async () => {
    const body = buildSignup();
    const results = await Promise.all([
      call(stack.gatewayUrl, 'POST', '/api/auth/signup', {
        json: { ...body, email: body.email.toUpperCase() },
      }),
      call(stack.gatewayUrl, 'POST', '/api/auth/signup', { json: body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.json()).toEqual({
      error: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
    });
  });

  it('when logging in, then the cookie is httpOnly, Lax, site-wide; a session cookie, or 30 days with rememberMe', async () => {
    const user = await signupSettled(stack);
    const session = await call(stack.gatewayUrl, 'POST', '/api/auth/login', {
      json: { email: user.email, password: user.password },
    });
    const sessionCookie = String(session.headers['set-cookie']);
    expect(sessionCookie).toMatch(/^authToken=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const remembered = await call(stack.gatewayUrl, 'POST', '/api/auth/login', {
      json: { email: user.email, password: user.password, rememberMe: true },
    });
    expect(String(remembered.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const exp = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp -
      Math.floor(Date.now() / 1000);
    expect(exp(tokenFromSetCookie(session.headers['set-cookie']))).toBeGreaterThan(86_000);
    expect(exp(tokenFromSetCookie(session.headers['set-cookie']))).toBeLessThanOrEqual(86_400);
    expect(exp(tokenFromSetCookie(remembered.headers['set-cookie']))).toBeGreaterThan(2_591_000);
  });

  it('when any auth answer is read, then the token is never in a body, a URL or a password field', async () => {
    const body = buildSignup();
    const signedUp = await call(stack.gatewayUrl, 'POST', '/api/auth/signup', { json: body });
    const token = tokenFromSetCookie(signedUp.headers['set-cookie']);
    const answers = [
      signedUp,
      await call(stack.gatewayUrl, 'POST', '/api/auth/login', {
        json: { email: body.email, password: body.password },
      }),
      await call(stack.gatewayUrl, 'GET', '/api/auth/me', { cookie: token }),
      await call(stack.gatewayUrl, 'GET', `/api/auth/users/${signedUp.json().user._id}`, { cookie: token }),
      await call(stack.gatewayUrl, 'GET', '/api/auth/users', { token: admin }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(answer.text).not.toContain(token.split('.')[2]!);
      expect(answer.text).not.toMatch(/password|argon2|tokenVersion/i);
      expect(answer.headers.location).toBeUndefined();
    }
  });
});

describe('login brute force', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      identityEnv: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '5' },
      // lets the test speak for different clients with X-Forwarded-For
      gatewayEnv: { TRUST_PROXY: 'loopback' },
    });
  });

  afterAll(() => stack.close());

  const attempt = (email: string, password: string, client: string) =>
    call(stack.gatewayUrl, 'POST', '/api/auth/login', {
      json: { email, password },
      headers: { 'x-forwarded-for': client },
    });

  it('when one account keeps failing, then it gets 429 with Retry-After, even for the right password, from any address', async () => {
    const user = await signupSettled(stack);
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(user.email, 'wrong-password', `198.51.100.${i}`)).status).toBe(401);
    const blocked = await attempt(user.email, user.password, '198.51.100.50');
    expect(blocked.status).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many failed login attempts. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('when one address keeps failing on many accounts, then that address gets 429 and others still log in', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(`ghost-${i}@example.com`, 'wrong-password', '203.0.113.7')).status).toBe(401);
    expect((await attempt('ghost-9@example.com', 'wrong-password', '203.0.113.7')).status).toBe(429);
    const user = await signupSettled(stack);
    expect((await attempt(user.email, user.password, '203.0.113.8')).status).toBe(200);
  });
});
