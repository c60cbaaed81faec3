import type { Db } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

interface SeedMarker {
  _id: string;
  appliedAt: Date;
}

/**
 * Runs a named seed once per database: a marker document with the seed's name as `_id` is written only after
 * the seed succeeds, so concurrent or repeated starts never seed twice, and a failed seed is retried next start.
 * Seeds themselves should use upserts so that a crash half way through is harmless.
 */
export async function seedOnce(db: Db, name: string, seed: (db: Db) => Promise<void>): Promise<boolean> {
  const markers = db.collection<SeedMarker>('_seeds');
  if (await markers.findOne({ _id: name })) return false;
  await seed(db);
  try {
    await markers.insertOne({ _id: name, appliedAt: new Date() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  return true;
}
