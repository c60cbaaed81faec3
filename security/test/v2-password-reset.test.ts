import { testing } from '@shop/service-kit';
import { startSmtpSink, type SmtpSink } from '@shop/testing';
import { signUp } from '../support/accounts';
import { CUSTOMER, useStack } from '../support/stack';

const PASSWORD_ROUTES_LIMIT = 16;
const PER_EMAIL_LIMIT = 3;

/**
 * ASVS 2.5.x (credential recovery) and 2.2.1 (anti-automation), issue 32: the forgot answer tells nobody whether an
 * account exists, a reset link works once, and guessing links is stopped by the gateway's per-client limit of the
 * password routes (shared by forgot and reset) and identity's own counters, whatever X-Forwarded-For says.
 */
describe('V2.5 password recovery', () => {
  let smtp: SmtpSink;
  // filled before the stack starts (the hook above useStack's runs first)
  const identityEnv: Record<string, string> = {
    PASSWORD_RESET_MAX_PER_EMAIL: String(PER_EMAIL_LIMIT),
    // identity's per-client counter is proven in its own tests; here the gateway's limit must be the one that stops
    PASSWORD_RESET_MAX_PER_IP: '1000',
  };
  beforeAll(async () => {
    smtp = await startSmtpSink();
    identityEnv.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());
  const stack = useStack({
    identityEnv,
    gatewayEnv: { RATE_LIMIT_PASSWORD_MAX: String(PASSWORD_ROUTES_LIMIT) },
  });
  const forgot = (email: string) => stack.gateway.post('/api/auth/password/forgot', { email });
  const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
    stack.gateway.post('/api/auth/password/reset', { token, password }, { headers });

  async function mailedToken(email: string): Promise<string> {
    let token = '';
    await testing.eventually(() => {
      const mail = smtp.received.filter((m) => m.to === email).at(-1);
      token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
    });
    return token;
  }

  it('when the forgot form is sent for an account and for no account, then status, body and headers cannot tell them apart', async () => {
    const known = await forgot(CUSTOMER.email);
    const nobody = `${testing.uniqueName('nobody')}@example.com`;
    const unknown = await forgot(nobody);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    const shape = (headers: Headers) =>
      [...headers.keys()].filter((name) => !['date', 'x-request-id', 'traceparent'].includes(name)).sort();
    expect(shape(unknown.headers)).toEqual(shape(known.headers));
    expect(unknown.headers.get('content-length')).toBe(known.headers.get('content-length'));
    // past the per-address limit too: the 429 comes after as many requests for either
    const untilRefused = async (email: string) => {
      const statuses = [];
      for (let i = 0; i < PER_EMAIL_LIMIT; i += 1) statuses.push((await forgot(email)).status);
      return statuses;
    };
    expect(await untilRefused(CUSTOMER.email)).toEqual([202, 202, 429]);
    expect(await untilRefused(nobody)).toEqual([202, 202, 429]);
  });

  it('when a reset link is used again after it worked, then it is refused and the sessions it ended stay ended', async () => {
    const victim = await signUp(stack);
    expect((await victim.client.get('/api/auth/me')).status).toBe(200);
    await forgot(victim.email);
    const token = await mailedToken(victim.email);
    expect((await reset(token, 'the-owners-new-password')).status).toBe(204);
    const replay = await reset(token, 'an-attackers-password');
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      error: 'This reset link is invalid or has expired',
      code: 'VALIDATION_ERROR',
    });
    await testing.eventually(async () => expect((await victim.client.get('/api/auth/me')).status).toBe(401));
    const attacker = await stack.gateway.post('/api/auth/login', {
      email: victim.email,
      password: 'an-attackers-password',
    });
    expect(attacker.status).toBe(401);
  });

  it('when reset links are guessed, spoofing X-Forwarded-For, then every guess fails alike and the client is stopped with 429', async () => {
    const answers: number[] = [];
    for (let guess = 0; guess <= PASSWORD_ROUTES_LIMIT; guess += 1) {
      const token = testing
        .uniqueName('x')
        .replace(/[^A-Za-z0-9_-]/g, '')
        .padEnd(43, 'A')
        .slice(0, 43);
      const answer = await reset(token, 'whatever-password', { 'x-forwarded-for': `198.51.100.${guess}` });
      answers.push(answer.status);
      if (answer.status === 429) break;
    }
    expect(answers.at(-1)).toBe(429);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set([400]));
    const stopped = await forgot(CUSTOMER.email);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
