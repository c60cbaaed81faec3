import type { ObjectId } from 'mongodb';
import type { Address, Gender, User } from '@shop/contracts';
import type { IndexDeclaration, OutboxFields } from '@shop/service-kit';

export const USERS = 'users';

/** A user as stored. `passwordHash` and `tokenVersion` never leave the service: `toUser` picks fields one by one. */
export interface UserDocument extends OutboxFields {
  _id: ObjectId;
  first_name: string;
  last_name: string;
  /** Trimmed and lower case; unique. */
  email: string;
  passwordHash: string;
  phone_number?: string;
  second_phone_number?: string;
  gender?: Gender;
  job_title?: string;
  address?: Address;
  is_admin: boolean;
  is_moderator: boolean;
  isVerified: boolean;
  lastLogin: Date | null;
  /** Raised on logout, demotion and deletion; a token carrying an older value no longer works. */
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
  /** The Users screen's buckets (user-keys.ts): set with the account, removed on delete; older ones backfilled. */
  listKeys?: string[];
  /** The prefixes of its words that the Users search looks up by equality. */
  searchKeys?: string[];
}

export const userIndexes: IndexDeclaration[] = [
  { collection: USERS, key: { email: 1 }, options: { unique: true } },
  { collection: USERS, key: { listKeys: 1 } },
  { collection: USERS, key: { searchKeys: 1 } },
];

export function toUser(doc: UserDocument): User {
  return {
    _id: doc._id.toHexString(),
    first_name: doc.first_name,
    last_name: doc.last_name,
    email: doc.email,
    ...optional('phone_number', doc.phone_number),
    ...optional('second_phone_number', doc.second_phone_number),
    ...optional('gender', doc.gender),
    ...optional('job_title', doc.job_title),
    ...optional('address', doc.address),
    is_admin: doc.is_admin,
    is_moderator: doc.is_moderator,
    isVerified: doc.isVerified,
    lastLogin: doc.lastLogin ? doc.lastLogin.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
