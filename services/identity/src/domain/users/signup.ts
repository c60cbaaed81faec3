import { ObjectId, type Db } from 'mongodb';
import type { SignupBody } from '@shop/contracts';
import { ConflictError, eventsOnInsert, isDuplicateKeyError } from '@shop/service-kit';
import { userRegistered } from '../../events/publishers/user-events';
import { hashPassword } from '../passwords/password-hasher';
import { countChange } from './user-counts';
import { userKeys } from './user-keys';
import { usersCollection } from './users-collection';
import type { UserDocument } from './user-document';

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface NewAccount extends SignupBody {
  is_admin?: boolean;
}

/**
 * Creates an account. Only the four signup fields come from the request (the body schema is strict); roles
 * and verification are set here. The unique email index decides a race between two signups: one wins, the
 * other gets 409.
 */
export async function signup(db: Db, account: NewAccount): Promise<UserDocument> {
  const now = new Date();
  const user: UserDocument = {
    _id: new ObjectId(),
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
    passwordHash: await hashPassword(account.password),
    is_admin: account.is_admin ?? false,
    is_moderator: false,
    isVerified: false,
    lastLogin: null,
    tokenVersion: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await usersCollection(db).insertOne({
      ...user,
      ...userKeys(user),
      ...eventsOnInsert([userRegistered(user)]),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  await countChange(db, null, user);
  return user;
}
