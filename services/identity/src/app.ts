import { defineService, everyInterval } from '@shop/service-kit';
import { DEV_KEY_ENCRYPTION_SECRET, identityEnvSchema, trustProxySetting } from './env';
import { identityAuth } from './identity-auth';
import { identityDeps } from './identity-deps';
import { identityRoutes } from './identity-routes';
import { identityIndexes, identityOutboxCollections, identityRetention } from './query-shapes';
import { seedAccounts } from './seed/seed-accounts';

const PURGE_LOGIN_ATTEMPTS_EVERY_MS = 10 * 60_000;

/** The identity service: accounts, sign-in, the signing keys and their JWKS, password resets. */
export const identityService = defineService({
  name: 'identity',
  env: identityEnvSchema,
  indexes: identityIndexes,
  outbox: identityOutboxCollections,
  retention: identityRetention,
  fastify: (env) => ({ trustProxy: trustProxySetting(env.TRUST_PROXY) }),
  devSecrets: { KEY_ENCRYPTION_SECRET: DEV_KEY_ENCRYPTION_SECRET },
  deps: identityDeps,
  auth: identityAuth,
  routes: identityRoutes,
  seed: (_deps, { db, env }) => seedAccounts(db, env),
  workers: ({ throttle }, { log }) => [
    everyInterval(
      PURGE_LOGIN_ATTEMPTS_EVERY_MS,
      () => throttle.purgeExpired(),
      log,
      'purging login attempts failed',
    ),
  ],
  close: ({ mailer }) => mailer.close(),
});
