import { noStoreByDefault, type ServiceContext } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityEnv } from './env';
import type { IdentityDeps } from './identity-deps';
import { authRoutes } from './routes/auth';
import { internalRoutes } from './routes/internal';
import { jwksRoutes } from './routes/jwks';
import { passwordRoutes } from './routes/password';
import { userRoutes } from './routes/users';

/** Every route of identity (the paths are the gateway's, /api/auth/...). */
export async function identityRoutes(
  app: FastifyInstance,
  deps: IdentityDeps,
  { db }: ServiceContext<IdentityEnv>,
): Promise<void> {
  // every answer here is about one account (the JWKS sets its own public caching)
  app.addHook('onSend', noStoreByDefault);
  await app.register(async (scope) => authRoutes(scope, deps));
  await app.register(async (scope) => passwordRoutes(scope, { ...deps, db }));
  await app.register(userRoutes);
  await app.register(async (scope) => jwksRoutes(scope, deps.keys));
  await app.register(internalRoutes);
}
