import type { SigningKeyStore } from './domain/keys/signing-keys';
import type { TokenIssuer } from './domain/keys/token-issuer';
import type { LoginThrottle } from './domain/login-throttle/login-throttle';

/** What identity's routes need besides the database and the outbox (which the kit decorates the app with). */
export interface IdentityDeps {
  keys: SigningKeyStore;
  tokens: TokenIssuer;
  throttle: LoginThrottle;
  cookieSecure: boolean;
}
