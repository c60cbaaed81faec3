import type { Db } from 'mongodb';
import { normalizeGender, type UserStats } from '@shop/contracts';
import type { IndexDeclaration } from '@shop/service-kit';
import { listKeys, type KeyedFields } from './user-keys';

/** One document per bucket of a list (`<list>|<bucket>`) with how many live accounts it holds. */
export const USER_BUCKETS = 'user_buckets';
/** One document, `_id: 'figures'`: the Users screen's five figures. */
export const USER_FIGURES = 'user_figures';

export interface UserBucketDocument {
  _id: string;
  list: string;
  n: number;
}
interface FiguresDocument {
  _id: 'figures';
  total?: number;
  admins?: number;
  male?: number;
  female?: number;
}

export const userCountIndexes: IndexDeclaration[] = [{ collection: USER_BUCKETS, key: { list: 1 } }];

function figuresOf(user: KeyedFields): Record<string, number> {
  const gender = normalizeGender(user.gender);
  return {
    total: 1,
    admins: user.is_admin ? 1 : 0,
    male: gender === 'Male' ? 1 : 0,
    female: gender === 'Female' ? 1 : 0,
  };
}

function add(into: Map<string, number>, keys: Record<string, number>, sign: 1 | -1) {
  for (const [key, n] of Object.entries(keys)) into.set(key, (into.get(key) ?? 0) + sign * n);
}

const bucketCounts = (user: KeyedFields) => Object.fromEntries(listKeys(user).map((key) => [key, 1]));

/**
 * Moves the counters by what an account's write changed: `before` null for a signup, `after` null for a delete.
 * Called after the account's write won, with `$inc`, so concurrent writes add up. A crash in between leaves a
 * count off by one: the buckets a page reads are set right then, the figures at the daily recount.
 */
export async function countChange(db: Db, before: KeyedFields | null, after: KeyedFields | null) {
  const figures = new Map<string, number>();
  const buckets = new Map<string, number>();
  if (before) {
    add(figures, figuresOf(before), -1);
    add(buckets, bucketCounts(before), -1);
  }
  if (after) {
    add(figures, figuresOf(after), 1);
    add(buckets, bucketCounts(after), 1);
  }
  const moved = [...figures].filter(([, n]) => n !== 0);
  const writes: Promise<unknown>[] = [];
  if (moved.length > 0) {
    writes.push(
      db
        .collection<FiguresDocument>(USER_FIGURES)
        .updateOne({ _id: 'figures' }, { $inc: Object.fromEntries(moved) }, { upsert: true }),
    );
  }
  for (const [key, n] of buckets) {
    if (n === 0) continue;
    writes.push(
      db
        .collection<UserBucketDocument>(USER_BUCKETS)
        .updateOne(
          { _id: key },
          { $inc: { n }, $setOnInsert: { list: key.split('|')[0]! } },
          { upsert: true },
        ),
    );
  }
  await Promise.all(writes);
}

/** The five figures, from the one document (zeros on a database with no account yet). */
export async function readFigures(db: Db): Promise<UserStats> {
  const doc = await db.collection<FiguresDocument>(USER_FIGURES).findOne({ _id: 'figures' });
  const total = Math.max(0, doc?.total ?? 0);
  const admins = Math.max(0, doc?.admins ?? 0);
  return {
    total,
    admins,
    customers: Math.max(0, total - admins),
    male: Math.max(0, doc?.male ?? 0),
    female: Math.max(0, doc?.female ?? 0),
  };
}

export async function hasFigures(db: Db): Promise<boolean> {
  return (await db.collection<FiguresDocument>(USER_FIGURES).countDocuments({ _id: 'figures' })) > 0;
}

/** Sets every counter from the accounts given (the live ones): the backfill's and the daily recount's write. */
export async function setCounts(db: Db, accounts: AsyncIterable<KeyedFields>) {
  const figures = new Map<string, number>();
  const buckets = new Map<string, number>();
  for await (const user of accounts) {
    add(figures, figuresOf(user), 1);
    add(buckets, bucketCounts(user), 1);
  }
  const bucketDocs = db.collection<UserBucketDocument>(USER_BUCKETS);
  for (const doc of await bucketDocs.find({}, { projection: { _id: 1 } }).toArray()) {
    if (!buckets.has(doc._id)) buckets.set(doc._id, 0);
  }
  for (const [key, n] of buckets) {
    await bucketDocs.updateOne({ _id: key }, { $set: { n, list: key.split('|')[0]! } }, { upsert: true });
  }
  const $set = { total: 0, admins: 0, male: 0, female: 0, ...Object.fromEntries(figures) };
  await db
    .collection<FiguresDocument>(USER_FIGURES)
    .updateOne({ _id: 'figures' }, { $set }, { upsert: true });
}
