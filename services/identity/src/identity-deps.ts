import type { ServiceContext } from '@shop/service-kit';
import { KeyEncryption } from './domain/keys/key-encryption';
import { SigningKeyStore } from './domain/keys/signing-keys';
import { TokenIssuer } from './domain/keys/token-issuer';
import { LoginThrottle } from './domain/login-throttle/login-throttle';
import { ResetThrottle } from './domain/password-reset/reset-throttle';
import { ResetTokens } from './domain/password-reset/reset-tokens';
import type { IdentityEnv } from './env';
import { createResetMailer, type ResetMailer } from './mail/reset-mail';

/** What identity's routes need besides the database and the outbox (which the kit decorates the app with). */
export interface IdentityDeps {
  keys: SigningKeyStore;
  tokens: TokenIssuer;
  throttle: LoginThrottle;
  cookieSecure: boolean;
  resetTokens: ResetTokens;
  resetThrottle: ResetThrottle;
  mailer: ResetMailer;
  shopUrl: string;
}

/** Identity's keys (loaded, or made on the first start), throttles and reset mailer. */
export async function identityDeps({ db, env }: ServiceContext<IdentityEnv>): Promise<IdentityDeps> {
  const keys = new SigningKeyStore(db, new KeyEncryption(env.KEY_ENCRYPTION_SECRET));
  await keys.initialize();
  return {
    keys,
    tokens: new TokenIssuer({ keys, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
    throttle: new LoginThrottle(db, {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
    }),
    cookieSecure: env.COOKIE_SECURE,
    resetTokens: new ResetTokens(db),
    resetThrottle: new ResetThrottle(db, {
      maxPerEmail: env.PASSWORD_RESET_MAX_PER_EMAIL,
      maxPerClient: env.PASSWORD_RESET_MAX_PER_IP,
      windowSeconds: env.PASSWORD_RESET_WINDOW_SECONDS,
    }),
    mailer: createResetMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: env.SMTP_TIMEOUT_MS }),
    shopUrl: env.SHOP_PUBLIC_ORIGIN,
  };
}
