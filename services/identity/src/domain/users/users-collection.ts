import { ObjectId, type Collection, type Db } from 'mongodb';
import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { hideOutboxFields, notDeleted } from '@shop/service-kit';
import { USERS, type UserDocument } from './user-document';

/** What reads leave out: the outbox's fields and the Users screen's keys (a hundred prefixes an account). */
export const hiddenUserFields = { ...hideOutboxFields, listKeys: 0, searchKeys: 0 } as const;

export function usersCollection(db: Db): Collection<UserDocument> {
  return db.collection<UserDocument>(USERS);
}

/** The live user with this id (tombstones of deleted users are invisible), or null. */
export async function findUserById(db: Db, id: string): Promise<UserDocument | null> {
  if (!OBJECT_ID_PATTERN.test(id)) return null;
  return usersCollection(db).findOne(
    { _id: new ObjectId(id), ...notDeleted },
    { projection: hiddenUserFields },
  ) as Promise<UserDocument | null>;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserDocument | null> {
  return usersCollection(db).findOne(
    { email, ...notDeleted },
    { projection: hiddenUserFields },
  ) as Promise<UserDocument | null>;
}

export async function listUsers(db: Db): Promise<UserDocument[]> {
  return usersCollection(db)
    .find({ ...notDeleted }, { projection: hiddenUserFields })
    .sort({ createdAt: -1, _id: -1 })
    .toArray() as Promise<UserDocument[]>;
}
