import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import {
  authPlugin,
  createApp,
  createTokenVerifier,
  infrastructurePlugin,
  noStoreByDefault,
  notDeleted,
  type AuthClaims,
} from '@shop/service-kit';
import { KeyEncryption } from './domain/keys/key-encryption';
import { SigningKeyStore } from './domain/keys/signing-keys';
import { TokenIssuer } from './domain/keys/token-issuer';
import { LoginThrottle } from './domain/login-throttle/login-throttle';
import { USERS } from './domain/users/user-document';
import { identityIndexes, identityRetention } from './query-shapes';
import { ResetThrottle } from './domain/password-reset/reset-throttle';
import { ResetTokens } from './domain/password-reset/reset-tokens';
import { createResetMailer } from './mail/reset-mail';
import { usersCollection } from './domain/users/users-collection';
import { DEV_KEY_ENCRYPTION_SECRET, trustProxySetting, type IdentityEnv } from './env';
import type { IdentityDeps } from './identity-deps';
import { authRoutes } from './routes/auth';
import { internalRoutes } from './routes/internal';
import { jwksRoutes } from './routes/jwks';
import { passwordRoutes } from './routes/password';
import { userRoutes } from './routes/users';
import { seedAccounts } from './seed/seed-accounts';

const PURGE_LOGIN_ATTEMPTS_EVERY_MS = 10 * 60_000;

export async function buildApp(env: IdentityEnv): Promise<FastifyInstance> {
  const app = createApp({
    name: 'identity',
    logLevel: env.LOG_LEVEL,
    fastify: { trustProxy: trustProxySetting(env.TRUST_PROXY) },
  });
  await app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: identityIndexes,
    outboxCollections: [USERS],
    retention: identityRetention,
  });
  if (env.KEY_ENCRYPTION_SECRET === DEV_KEY_ENCRYPTION_SECRET) {
    app.log.warn(
      'KEY_ENCRYPTION_SECRET is the development default: set a secret of your own outside local use',
    );
  }

  const keys = new SigningKeyStore(app.db, new KeyEncryption(env.KEY_ENCRYPTION_SECRET));
  await keys.initialize();
  const deps: IdentityDeps = {
    keys,
    tokens: new TokenIssuer({ keys, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
    throttle: new LoginThrottle(app.db, {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
    }),
    cookieSecure: env.COOKIE_SECURE,
    resetTokens: new ResetTokens(app.db),
    resetThrottle: new ResetThrottle(app.db, {
      maxPerEmail: env.PASSWORD_RESET_MAX_PER_EMAIL,
      maxPerClient: env.PASSWORD_RESET_MAX_PER_IP,
      windowSeconds: env.PASSWORD_RESET_WINDOW_SECONDS,
    }),
    mailer: createResetMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: env.SMTP_TIMEOUT_MS }),
    shopUrl: env.SHOP_PUBLIC_ORIGIN,
  };

  await app.register(authPlugin, {
    verify: createTokenVerifier({
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      key: keys.verificationKey,
    }),
    // identity holds the truth: a token older than the user's current version (or of a deleted user) is void.
    isRevoked: async (claims: AuthClaims) => {
      if (!ObjectId.isValid(claims.userId)) return true;
      const user = await usersCollection(app.db).findOne(
        { _id: new ObjectId(claims.userId), ...notDeleted },
        { projection: { tokenVersion: 1 } },
      );
      return !user || user.tokenVersion !== claims.tokenVersion;
    },
  });

  // every answer here is about one account (the JWKS sets its own public caching)
  app.addHook('onSend', noStoreByDefault);
  await app.register(async (scope) => authRoutes(scope, deps));
  await app.register(async (scope) => passwordRoutes(scope, { ...deps, db: app.db }));
  await app.register(userRoutes);
  await app.register(async (scope) => jwksRoutes(scope, keys));
  await app.register(internalRoutes);

  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (env.SEED_DEMO_DATA) {
      await seedAccounts(app.db, env);
      app.outbox.notify();
    }
    purgeTimer = setInterval(() => {
      deps.throttle
        .purgeExpired()
        .catch((error: unknown) => app.log.warn({ err: error }, 'purging login attempts failed'));
    }, PURGE_LOGIN_ATTEMPTS_EVERY_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    deps.mailer.close();
  });
  return app;
}
