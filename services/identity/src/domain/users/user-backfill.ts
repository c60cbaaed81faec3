import type { Db } from 'mongodb';
import { notDeleted, seedOnce } from '@shop/service-kit';
import { hasFigures, setCounts } from './user-counts';
import type { UserDocument } from './user-document';
import { userKeys } from './user-keys';
import { usersCollection } from './users-collection';

const KEYED_FIELDS = {
  first_name: 1,
  last_name: 1,
  email: 1,
  phone_number: 1,
  gender: 1,
  is_admin: 1,
} as const;

/** Sets the figures and every bucket's count from the live accounts (the recount: backfill and daily). */
export function recountUsers(db: Db): Promise<void> {
  return setCounts(
    db,
    usersCollection(db).find({ ...notDeleted }, { projection: KEYED_FIELDS }) as AsyncIterable<UserDocument>,
  );
}

/**
 * At start, in the background (a shop with many accounts serves at once): accounts stored before the Users
 * screen's keys get them, once per database, and then the counters are set from the live accounts. Only then, or
 * when there are accounts but no figures document, so a new database never races its first signups with a recount. A process that dies between an account's write and its `$inc` leaves a count one
 * off: a bucket is set right by the next page that reads it, the figures by a recount (delete the `user_figures`
 * document and restart).
 */
export async function keyAndRecountUsers(db: Db): Promise<void> {
  let older = 0;
  await seedOnce(db, 'user-list-keys-v1', async () => {
    const users = usersCollection(db);
    const unkeyed = users.find({ listKeys: { $exists: false }, ...notDeleted }, { projection: KEYED_FIELDS });
    for await (const user of unkeyed) {
      await users.updateOne({ _id: user._id }, { $set: userKeys(user) });
      older += 1;
    }
  });
  if (older > 0 || ((await usersCollection(db).findOne(notDeleted)) && !(await hasFigures(db)))) {
    await recountUsers(db);
  }
}
