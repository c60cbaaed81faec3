import type { Db } from 'mongodb';
import { notDeleted } from '@shop/service-kit';
import { USER_BUCKETS, type UserBucketDocument } from './user-counts';
import type { UserDocument } from './user-document';
import { hiddenUserFields, usersCollection } from './users-collection';

const bucketName = (bucket: UserBucketDocument) => bucket._id.slice(bucket._id.indexOf('|') + 1);

/** A list's buckets in order, each with its count (a few hundred small documents at most, one indexed equality). */
export async function readBucketList(db: Db, list: string): Promise<UserBucketDocument[]> {
  const buckets = await db.collection<UserBucketDocument>(USER_BUCKETS).find({ list }).toArray();
  return buckets
    .map((bucket) => ({ ...bucket, n: Math.max(0, bucket.n) }))
    .sort((a, b) => (bucketName(a) < bucketName(b) ? -1 : bucketName(a) > bucketName(b) ? 1 : 0));
}

/**
 * The live accounts of these buckets, one indexed equality each. A bucket whose count is not what was found (a
 * crash between an account's write and its count) gets the count found, so the next page is cut right.
 */
export async function readBuckets(db: Db, buckets: readonly UserBucketDocument[]): Promise<UserDocument[]> {
  const found = await Promise.all(
    buckets.map(async (bucket) => {
      const users = (await usersCollection(db)
        .find({ listKeys: bucket._id, ...notDeleted }, { projection: hiddenUserFields })
        .toArray()) as UserDocument[];
      if (users.length !== bucket.n) {
        await db
          .collection<UserBucketDocument>(USER_BUCKETS)
          .updateOne({ _id: bucket._id }, { $set: { n: users.length } });
      }
      return users;
    }),
  );
  return found.flat();
}

/** The live accounts one of whose words (name, email, phone) starts with `key`: one indexed equality. */
export async function searchUsers(db: Db, key: string): Promise<UserDocument[]> {
  return (await usersCollection(db)
    .find({ searchKeys: key, ...notDeleted }, { projection: hiddenUserFields })
    .toArray()) as UserDocument[];
}
