import { ObjectId } from 'mongodb';

/** Fixed ids for demo documents, so a seed that stopped half way fills in only what is missing. */
export function seedId(group: number, n: number): ObjectId {
  return new ObjectId(`5eed${group.toString(16).padStart(4, '0')}${n.toString(16).padStart(16, '0')}`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number, hour = 10): Date {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}
