import type { ResetPasswordBody } from '@shop/contracts';
import { ValidationError, notDeleted, withEvents } from '@shop/service-kit';
import { userUpdated } from '../../events/publishers/user-events';
import { hashPassword } from '../passwords/password-hasher';
import { findUserById, usersCollection } from '../users/users-collection';
import type { UserDocument } from '../users/user-document';
import type { PasswordResetDeps } from './request-reset';

export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired';

/**
 * Sets a new password from a reset link. The token is used up first (single use, 30 minutes); then the password
 * changes and the token version rises in one write with `user.updated`, so every session the user had ends
 * (each service and the gateway refuse older tokens once they hear the event; identity at once).
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  body: ResetPasswordBody,
  client: string,
): Promise<UserDocument> {
  await deps.resetThrottle.assertResetAllowed(client);
  const userId = await deps.resetTokens.consume(body.token);
  const user = userId ? await findUserById(deps.db, userId.toHexString()) : null;
  if (!user) {
    await deps.resetThrottle.recordResetFailure(client);
    throw new ValidationError(INVALID_RESET_TOKEN);
  }
  const next = {
    ...user,
    passwordHash: await hashPassword(body.password),
    tokenVersion: user.tokenVersion + 1,
    updatedAt: new Date(),
  };
  await usersCollection(deps.db).updateOne(
    { _id: user._id, ...notDeleted },
    withEvents<UserDocument>(
      {
        $set: {
          passwordHash: next.passwordHash,
          tokenVersion: next.tokenVersion,
          updatedAt: next.updatedAt,
        },
      },
      [userUpdated(next)],
    ),
  );
  await deps.resetTokens.revokeAll(user._id);
  return next;
}
