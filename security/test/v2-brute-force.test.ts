import { testing } from '@shop/service-kit';
import { signUp } from '../support/accounts';
import { authCookieOf, type Answer } from '../support/http';
import { CUSTOMER, useStack } from '../support/stack';

const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 12;
const WINDOW_SECONDS = 900;

function expectThrottled(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    error: 'Too many failed login attempts. Please try again later.',
    code: 'TOO_MANY_REQUESTS',
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(authCookieOf(answer)).toBeUndefined();
}

/**
 * ASVS 2.2.1 (anti-automation against brute force and credential stuffing): identity counts failed logins per
 * account and per client address in the database (shared by every replica); past the limit every login is
 * 429 with Retry-After, the right password included, and a forged X-Forwarded-For does not reset it.
 */
describe('V2.2.1 password guessing', () => {
  const stack = useStack({
    identityEnv: {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_LIMIT),
      LOGIN_MAX_FAILURES_PER_IP: String(ADDRESS_LIMIT),
      LOGIN_FAILURE_WINDOW_SECONDS: String(WINDOW_SECONDS),
    },
  });
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    stack.gateway.post('/api/auth/login', { email, password }, { headers });

  it('when one account keeps failing, then it is locked with 429 and Retry-After, even for the right password in any letter case', async () => {
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt += 1) {
      expect((await login(CUSTOMER.email, `wrong-password-${attempt}`)).status).toBe(401);
    }
    expectThrottled(await login(CUSTOMER.email, CUSTOMER.password));
    expectThrottled(await login(CUSTOMER.email.toUpperCase(), CUSTOMER.password));
  });

  it('when one address keeps failing over many accounts, spoofing X-Forwarded-For, then the address is locked for every account', async () => {
    const victim = await signUp(stack);
    const used = ACCOUNT_LIMIT; // the failures of the test above (its throttled tries are not counted)
    for (let attempt = used; attempt < ADDRESS_LIMIT; attempt += 1) {
      const answer = await login(`${testing.uniqueName('guess')}@example.com`, 'wrong-password', {
        'x-forwarded-for': `203.0.113.${attempt}`,
      });
      expect(answer.status).toBe(401);
    }
    expectThrottled(await login(victim.email, victim.password, { 'x-forwarded-for': '198.51.100.7' }));
  });
});
