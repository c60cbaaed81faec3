import {
  USER_DELETED,
  USER_REGISTERED,
  USER_UPDATED,
  type UserDeletedData,
  type UserRegisteredData,
  type UserUpdatedData,
} from '@shop/contracts';
import { createEvent } from '@shop/service-kit';
import type { UserDocument } from '../../domain/users/user-document';

type UserFacts = Pick<UserDocument, '_id' | 'email' | 'first_name' | 'last_name'>;

export function userRegistered(user: UserFacts) {
  const data: UserRegisteredData = {
    userId: user._id.toHexString(),
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
  };
  return createEvent(USER_REGISTERED, data);
}

/** Carries the token version so the gateway refuses older tokens without asking identity on each request. */
export function userUpdated(user: UserFacts & Pick<UserDocument, 'is_admin' | 'tokenVersion'>) {
  const data: UserUpdatedData = {
    userId: user._id.toHexString(),
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_admin: user.is_admin,
    tokenVersion: user.tokenVersion,
  };
  return createEvent(USER_UPDATED, data);
}

export function userDeleted(user: Pick<UserDocument, '_id'>) {
  const data: UserDeletedData = { userId: user._id.toHexString() };
  return createEvent(USER_DELETED, data);
}
