import type { SigningKeyStore } from './domain/keys/signing-keys';
import type { TokenIssuer } from './domain/keys/token-issuer';
import type { LoginThrottle } from './domain/login-throttle/login-throttle';
import type { ResetThrottle } from './domain/password-reset/reset-throttle';
import type { ResetTokens } from './domain/password-reset/reset-tokens';
import type { ResetMailer } from './mail/reset-mail';

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
