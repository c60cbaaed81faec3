import { seedOnce } from '@shop/service-kit';
import type { Db } from 'mongodb';
import { utcDay } from '@shop/service-kit';
import { AuditDays } from './audit-days';
import { ENTRIES, type AuditEntryDocument } from './audit-entry-document';

/** Entries stored before the log kept `day` and `actorUserId` get them, and their days a count: once per database. */
export function backfillAuditDays(db: Db): Promise<boolean> {
  return seedOnce(db, 'audit-entry-days', async () => {
    const entries = db.collection<AuditEntryDocument>(ENTRIES);
    const touched = new Set<string>();
    const older = entries.find({ day: { $exists: false } }, { projection: { at: 1, actor: 1 } });
    for await (const entry of older) {
      const day = utcDay(entry.at);
      await entries.updateOne({ _id: entry._id }, { $set: { day, actorUserId: entry.actor.userId } });
      touched.add(day);
    }
    const days = new AuditDays(db, entries);
    for (const day of touched) await days.recount(day);
  });
}
