import type { Db } from 'mongodb';
import { notDeleted, withEvents, type AuthClaims } from '@shop/service-kit';
import { userUpdated } from '../../events/publishers/user-events';
import { findUserById, usersCollection } from './users-collection';
import type { UserDocument } from './user-document';

/**
 * Logout ends every session of the user: the token version rises, so this token and any other issued before
 * stop working (the gateway learns it from `user.updated`). Answers false when there was nothing to revoke.
 */
export async function logout(db: Db, claims: AuthClaims): Promise<boolean> {
  const user = await findUserById(db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return false;
  const next = { ...user, tokenVersion: user.tokenVersion + 1, updatedAt: new Date() };
  const result = await usersCollection(db).updateOne(
    { _id: user._id, tokenVersion: user.tokenVersion, ...notDeleted },
    withEvents<UserDocument>({ $set: { tokenVersion: next.tokenVersion, updatedAt: next.updatedAt } }, [
      userUpdated(next),
    ]),
  );
  return result.matchedCount === 1;
}
