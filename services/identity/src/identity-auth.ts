import {
  createTokenVerifier,
  notDeleted,
  type AuthClaims,
  type AuthPluginOptions,
  type ServiceContext,
} from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { usersCollection } from './domain/users/users-collection';
import type { IdentityEnv } from './env';
import type { IdentityDeps } from './identity-deps';

/**
 * Identity verifies its callers with its own keys, and holds the truth on revocation: a token older than the
 * user's current version (or of a deleted user) is void.
 */
export function identityAuth(
  { db, env }: ServiceContext<IdentityEnv>,
  { keys }: IdentityDeps,
): AuthPluginOptions {
  return {
    verify: createTokenVerifier({
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      key: keys.verificationKey,
    }),
    isRevoked: async (claims: AuthClaims) => {
      if (!ObjectId.isValid(claims.userId)) return true;
      const user = await usersCollection(db).findOne(
        { _id: new ObjectId(claims.userId), ...notDeleted },
        { projection: { tokenVersion: 1 } },
      );
      return !user || user.tokenVersion !== claims.tokenVersion;
    },
  };
}
