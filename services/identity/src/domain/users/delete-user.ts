import type { Db } from 'mongodb';
import { ForbiddenError, NotFoundError, notDeleted, withEvents, type AuthClaims } from '@shop/service-kit';
import { userDeleted } from '../../events/publishers/user-events';
import { countChange } from './user-counts';
import { findUserById, usersCollection } from './users-collection';
import { toUser, type UserDocument } from './user-document';
import type { RecordAudit } from '../audit/audit';
import { USER_NOT_FOUND } from './update-user';

export const OWN_ACCOUNT_DELETE = 'You cannot delete your own account';

/**
 * Deletes an account (admins only; never their own, so the shop cannot lose its last admin by accident). The
 * document stays as a tombstone, invisible to reads, until `user.deleted` is out; its email is freed at once
 * for a new signup, and its token version rises so no token of it verifies here even meanwhile.
 */
export async function deleteUser(
  db: Db,
  actor: AuthClaims,
  targetId: string,
  audit: RecordAudit,
): Promise<void> {
  if (actor.userId === targetId) throw new ForbiddenError(OWN_ACCOUNT_DELETE);
  const user = await findUserById(db, targetId);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  const freedEmail = `deleted-${user._id.toHexString()}@deleted.invalid`;
  const result = await usersCollection(db).updateOne(
    { _id: user._id, ...notDeleted },
    withEvents<UserDocument>(
      {
        $set: { _deleted: true, email: freedEmail, passwordHash: '', updatedAt: new Date() },
        $inc: { tokenVersion: 1 },
        $unset: { listKeys: '', searchKeys: '' },
      },
      [
        userDeleted(user),
        audit({
          resource: 'user',
          resourceId: targetId,
          action: 'delete',
          before: toUser(user),
          after: null,
        }),
      ],
    ),
  );
  if (result.matchedCount === 0) throw new NotFoundError(USER_NOT_FOUND);
  await countChange(db, user, null);
}
