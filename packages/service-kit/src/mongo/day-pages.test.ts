import { pageAcrossDays, utcDay } from './day-pages';

/** Days newest first, each holding `count` numbered documents (day 3's are 30, 31, …). */
const days = [
  { day: '2026-11-03', count: 4 },
  { day: '2026-11-02', count: 0 },
  { day: '2026-11-01', count: 3 },
];
const reads: string[] = [];
const read = async (day: string, skip: number, limit: number) => {
  reads.push(day);
  const number = Number(day.slice(-1)) * 10;
  const count = days.find((d) => d.day === day)!.count;
  return Array.from({ length: count }, (_, i) => number + i).slice(skip, skip + limit);
};

describe('pages across day buckets', () => {
  beforeEach(() => (reads.length = 0));

  it('when a page spans two days, then it reads only those two, skipping the empty one', async () => {
    expect(await pageAcrossDays(days, 2, 3, read)).toEqual([32, 33, 10]);
    expect(reads).toEqual(['2026-11-03', '2026-11-01']);
  });

  it('when whole days come before the page, then they are skipped by their counts, unread', async () => {
    expect(await pageAcrossDays(days, 5, 5, read)).toEqual([11, 12]);
    expect(reads).toEqual(['2026-11-01']);
  });

  it('when the page is past the end, then it is empty and nothing is read', async () => {
    expect(await pageAcrossDays(days, 7, 5, read)).toEqual([]);
    expect(reads).toEqual([]);
  });

  it('when a moment is late in the day in Cairo, then its day is the UTC one', () => {
    expect(utcDay(new Date('2026-11-27T23:30:00+02:00'))).toBe('2026-11-27');
    expect(utcDay(new Date('2026-11-28T01:30:00+02:00'))).toBe('2026-11-27');
  });
});
