import type { Db } from 'mongodb';
import type { LoginBody } from '@shop/contracts';
import { UnauthorizedError } from '@shop/service-kit';
import type { LoginThrottle } from '../login-throttle/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../passwords/password-hasher';
import { findUserByEmail, usersCollection } from './users-collection';
import type { UserDocument } from './user-document';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks the credentials. An unknown email and a wrong password get the same error after the same work (the
 * password is checked against a dummy hash), and failures count towards the throttle of the account and of
 * the client address.
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  credentials: LoginBody,
  clientAddress: string,
): Promise<UserDocument> {
  await throttle.assertAllowed(credentials.email, clientAddress);
  const user = await findUserByEmail(db, credentials.email);
  const matches = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    credentials.password,
  );
  if (!user || !matches) {
    await throttle.recordFailure(credentials.email, clientAddress);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  await throttle.recordSuccess(credentials.email);
  const lastLogin = new Date();
  await usersCollection(db).updateOne({ _id: user._id }, { $set: { lastLogin } });
  return { ...user, lastLogin };
}
