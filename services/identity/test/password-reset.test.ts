import { testing } from '@shop/service-kit';
import { FORGOT_PASSWORD_ACCEPTED } from '@shop/contracts';
import { hashResetToken, PASSWORD_RESETS } from '../src/domain/password-reset/reset-tokens';
import { identityTestBed } from './support/identity-app';
import { startSmtpSink, type SmtpSink } from '@shop/testing';

const { eventually } = testing;
let clients = 0;
/** Each test speaks from its own address, so the per-client counters of one never limit another. */
const newClient = () => `203.0.113.${++clients}`;

describe('forgot and reset password', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  const bed = identityTestBed(() => ({ SMTP_URL: smtp.url, SHOP_PUBLIC_ORIGIN: 'https://glow.test' }));
  afterAll(() => smtp.stop());

  async function signup() {
    const { body, user, token } = await bed.signup();
    return { ...body, id: user._id, token };
  }

  const forgot = (email: string, remoteAddress = newClient()) =>
    bed.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress });
  const reset = (token: string, password: string, remoteAddress = newClient()) =>
    bed.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password },
      remoteAddress,
    });
  const login = (email: string, password: string) =>
    bed.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: newClient(),
    });

  /** The token of the reset link mailed to this address. */
  async function mailedToken(email: string): Promise<string> {
    let link = '';
    await eventually(() => {
      const mail = smtp.received.filter((m) => m.to === email).at(-1);
      expect(mail?.subject).toBe('Reset your password');
      link = /https:\/\/glow\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1] ?? '';
      expect(link).toHaveLength(43);
    });
    return link;
  }

  it('when an address with and one without an account ask, then both answers are the same 202 and only the account gets a link', async () => {
    const user = await signup();
    const unknown = `${testing.uniqueName('nobody')}@example.com`;
    const known = await forgot(user.email);
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    expect(known.body).toBe(missing.body);
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_ACCEPTED });
    const token = await mailedToken(user.email);
    expect(smtp.received.some((m) => m.to === unknown)).toBe(false);
    // only the hash is stored: the database holds nothing that opens the link
    const stored = await bed.app.db.collection(PASSWORD_RESETS).find({}).toArray();
    expect(stored.map((doc) => doc._id)).toContain(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('when the link sets a new password, then 204, the new password signs in, the old does not, and every session has ended', async () => {
    const user = await signup();
    const before = await bed.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(before.statusCode).toBe(200);
    await forgot(user.email);
    const done = await reset(await mailedToken(user.email), 'a-brand-new-password');
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const after = await bed.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(after.statusCode).toBe(401);
    // the other services and the gateway hear it: user.updated with the raised token version
    await bed.published('user.updated', { userId: user.id, tokenVersion: 1 });
  });

  it('when a link is used twice, then the second use is refused and the password stays the first new one', async () => {
    const user = await signup();
    await forgot(user.email);
    const token = await mailedToken(user.email);
    expect((await reset(token, 'first-new-password')).statusCode).toBe(204);
    const again = await reset(token, 'second-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This reset link is invalid or has expired');
    expect((await login(user.email, 'first-new-password')).statusCode).toBe(200);
  });

  it('when a link is older than 30 minutes, then it is refused and the password is unchanged', async () => {
    const user = await signup();
    await forgot(user.email);
    const token = await mailedToken(user.email);
    await bed.app.db
      .collection(PASSWORD_RESETS)
      .updateOne(
        { _id: hashResetToken(token) as never },
        { $set: { expiresAt: new Date(Date.now() - 1000) } },
      );
    expect((await reset(token, 'too-late-password')).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('when the new password breaks the signup rules, then 400 and the link still works', async () => {
    const user = await signup();
    await forgot(user.email);
    const token = await mailedToken(user.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Password must be at least 8 characters');
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(204);
  });

  it('when a client guesses tokens, then each is refused alike and the client is stopped with 429', async () => {
    const client = newClient();
    const guesses = [];
    for (let i = 0; i < Number(bed.env.PASSWORD_RESET_MAX_PER_IP); i++) {
      guesses.push((await reset('A'.repeat(42) + String(i % 10), 'whatever-password', client)).statusCode);
    }
    expect(new Set(guesses)).toEqual(new Set([400]));
    const stopped = await reset('B'.repeat(43), 'whatever-password', client);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBeDefined();
  });

  it('when one address is asked for over and over, from many clients, then 429 after the limit, whether it has an account or not', async () => {
    const user = await signup();
    const unknown = `${testing.uniqueName('nobody')}@example.com`;
    for (const email of [user.email, unknown]) {
      const answers = [];
      for (let i = 0; i <= bed.env.PASSWORD_RESET_MAX_PER_EMAIL; i++)
        answers.push((await forgot(email)).statusCode);
      expect(answers).toEqual([...Array(bed.env.PASSWORD_RESET_MAX_PER_EMAIL).fill(202), 429]);
    }
  });
});
