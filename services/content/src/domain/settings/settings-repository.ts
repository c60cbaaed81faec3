import type { Collection, Db } from 'mongodb';
import { isDuplicateKeyError, withEvents, type EventEnvelope } from '@shop/service-kit';
import {
  defaultsNotIn,
  settingsDefaults,
  withDefaults,
  type SettingsKind,
  type SettingsShapes,
} from './settings-defaults';

/** One document per kind in `settings`, its `_id` the kind's name. */
export type SettingsDocument = { _id: SettingsKind; updatedAt?: Date } & Record<string, unknown>;

export const SETTINGS_COLLECTION = 'settings';

export class SettingsRepository {
  private readonly collection: Collection<SettingsDocument>;

  constructor(db: Db) {
    this.collection = db.collection<SettingsDocument>(SETTINGS_COLLECTION);
  }

  async read<K extends SettingsKind>(kind: K): Promise<SettingsShapes[K]> {
    return withDefaults(kind, await this.collection.findOne({ _id: kind }));
  }

  /**
   * Sets the named fields; the first write creates the document with defaults for the rest. The admin's
   * audit entry, built from the settings as shown before and after, goes in the same write.
   */
  async update<K extends SettingsKind>(
    kind: K,
    changes: Partial<SettingsShapes[K]>,
    audit: (before: SettingsShapes[K], after: SettingsShapes[K]) => EventEnvelope,
  ): Promise<SettingsShapes[K]> {
    const write = async () => {
      const before = withDefaults(kind, await this.collection.findOne({ _id: kind }));
      const after = { ...before, ...changes };
      return this.collection.findOneAndUpdate(
        { _id: kind },
        withEvents<SettingsDocument>(
          {
            $set: { ...changes, updatedAt: new Date() },
            $setOnInsert: defaultsNotIn(kind, changes),
          },
          [audit(before, after)],
        ),
        { upsert: true, returnDocument: 'after' },
      );
    };
    try {
      return withDefaults(kind, await write());
    } catch (error) {
      // Two first writes raced to create the document: the loser's update now finds it.
      if (!isDuplicateKeyError(error)) throw error;
      return withDefaults(kind, await write());
    }
  }

  /** Creates whichever documents are missing, with defaults (or the given values); never overwrites. */
  async createMissing(values: Partial<{ [K in SettingsKind]: SettingsShapes[K] }> = {}): Promise<void> {
    for (const kind of Object.keys(settingsDefaults) as SettingsKind[]) {
      try {
        await this.collection.updateOne(
          { _id: kind },
          { $setOnInsert: { ...(values[kind] ?? settingsDefaults[kind]), updatedAt: new Date() } },
          { upsert: true },
        );
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }
}
