import type { MessageStatus } from '@shop/contracts';
import { DayCounts, notDeleted, pageAcrossDays, seedOnce, utcDay } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';
import type { MessageDocument } from './message-repository';

/** How many live messages of each tab a UTC day holds: one small document a day. */
export const MESSAGE_DAYS = 'message_days';

interface DayDocument {
  _id: string;
  active?: number;
  archived?: number;
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * A tab read a day at a time (issue 36 item 4, as the audit log). FerretDB pushes neither a sort, a limit nor a
 * count down, so a tab's page and both tabs' counts would read every message; here they come from the day
 * counts, and messages are looked up by `day` (an equality both databases answer from an index) only for the
 * one or two days the page falls in. The counts move with each write (`$inc`, so concurrent writes add up).
 */
export class MessageDays {
  private readonly days: DayCounts<DayDocument>;

  constructor(
    db: Db,
    private readonly messages: Collection<MessageDocument>,
  ) {
    this.days = new DayCounts(db.collection<DayDocument>(MESSAGE_DAYS));
  }

  add(day: string, change: Partial<Record<MessageStatus, number>>): Promise<void> {
    return this.days.update(day, { $inc: change });
  }

  /** Both tabs' counts, and one page of a tab newest first. */
  async page(
    status: MessageStatus,
    requested: number,
    limit: number,
  ): Promise<{ documents: MessageDocument[]; page: number; counts: Record<MessageStatus, number> }> {
    const days = await this.days.newestFirst();
    const count = (day: DayDocument, tab: MessageStatus) => Math.max(0, day[tab] ?? 0);
    const counts = {
      active: days.reduce((sum, day) => sum + count(day, 'active'), 0),
      archived: days.reduce((sum, day) => sum + count(day, 'archived'), 0),
    };
    const page = Math.max(1, Math.min(requested, Math.ceil(counts[status] / limit)));
    const documents = await pageAcrossDays(
      days.map((day) => ({ day: day._id, count: count(day, status) })),
      (page - 1) * limit,
      limit,
      (day, skip, take) =>
        this.messages
          .find({ day, message_status: status, ...notDeleted })
          .sort(NEWEST_FIRST)
          .skip(skip)
          .limit(take)
          .toArray(),
    );
    return { documents, page, counts };
  }
}

/** Messages stored before `day` get it, and every day its counts from the messages: once per database. */
export function backfillMessageDays(db: Db, messages: Collection<MessageDocument>): Promise<boolean> {
  return seedOnce(db, 'message-days-v1', async () => {
    const older = messages.find({ day: { $exists: false } }, { projection: { createdAt: 1 } });
    for await (const message of older) {
      await messages.updateOne({ _id: message._id }, { $set: { day: utcDay(message.createdAt) } });
    }
    const counts = new Map<string, Record<MessageStatus, number>>();
    for await (const message of messages.find(notDeleted, { projection: { day: 1, message_status: 1 } })) {
      const day = counts.get(message.day) ?? { active: 0, archived: 0 };
      day[message.message_status] += 1;
      counts.set(message.day, day);
    }
    const days = db.collection<DayDocument>(MESSAGE_DAYS);
    for (const [day, tabs] of counts) await days.updateOne({ _id: day }, { $set: tabs }, { upsert: true });
  });
}
