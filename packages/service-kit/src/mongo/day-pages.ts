/** The UTC calendar day of a moment ('2026-11-27'): the key a day-bucketed list stores in `day` (decision 018). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** A day of a bucketed list and how many of the listed documents it holds. */
export interface DayCount {
  day: string;
  count: number;
}

/**
 * One page of a list kept in day buckets, the days given newest first. FerretDB pushes neither a sort, a skip
 * nor a count down, so whole days are skipped by their counts and only the one or two days the page falls in
 * are read, by `day` (an equality both databases answer from an index).
 */
export async function pageAcrossDays<T>(
  days: readonly DayCount[],
  skip: number,
  limit: number,
  read: (day: string, skip: number, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const documents: T[] = [];
  let left = skip;
  for (const { day, count } of days) {
    if (left >= count) {
      left -= count;
      continue;
    }
    documents.push(...(await read(day, left, limit - documents.length)));
    left = 0;
    if (documents.length >= limit) break;
  }
  return documents;
}
