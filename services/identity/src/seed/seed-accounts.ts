import type { Db } from 'mongodb';
import { ConflictError, notDeleted, withEvents } from '@shop/service-kit';
import { userUpdated } from '../events/publishers/user-events';
import { signup } from '../domain/users/signup';
import type { UserDocument } from '../domain/users/user-document';
import { findUserByEmail, usersCollection } from '../domain/users/users-collection';

export interface SeedAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
}

/**
 * Makes sure an account exists, at every start (safe to repeat and to race with another replica). An existing
 * account keeps its password; the admin account is made admin again if it was not.
 */
export async function ensureAccount(
  db: Db,
  account: SeedAccount,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, account.email);
  if (!existing) {
    try {
      await signup(db, account);
      return 'created';
    } catch (error) {
      if (error instanceof ConflictError) return 'unchanged';
      throw error;
    }
  }
  if (!account.is_admin || existing.is_admin) return 'unchanged';
  const promoted = { ...existing, is_admin: true, updatedAt: new Date() };
  await usersCollection(db).updateOne(
    { _id: existing._id, ...notDeleted },
    withEvents<UserDocument>({ $set: { is_admin: true, updatedAt: promoted.updatedAt } }, [
      userUpdated(promoted),
    ]),
  );
  return 'promoted';
}

export interface DemoAccountsConfig {
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  DEMO_CUSTOMER_EMAIL: string;
  DEMO_CUSTOMER_PASSWORD: string;
}

/** The admin from ADMIN_EMAIL / ADMIN_PASSWORD and one demo customer. */
export async function seedAccounts(db: Db, config: DemoAccountsConfig): Promise<void> {
  await ensureAccount(db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    first_name: 'Shop',
    last_name: 'Admin',
    is_admin: true,
  });
  await ensureAccount(db, {
    email: config.DEMO_CUSTOMER_EMAIL,
    password: config.DEMO_CUSTOMER_PASSWORD,
    first_name: 'Demo',
    last_name: 'Customer',
    is_admin: false,
  });
}
