import { daysInRange, isCalendarDate } from '../calendar-days';
import { ANALYTICS_RANGE_DAYS_MAX } from '../constants';
import { SalesQuery } from './analytics-sales';

describe('SalesQuery', () => {
  it('when from and to are the same day, then the one-day range is accepted', () => {
    expect(SalesQuery.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });

  it('when a date is not a real calendar day or not YYYY-MM-DD, then it is refused', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '1/3/2026', '2026-3-1', 'today', '2026-03-01T00:00:00Z']) {
      expect(SalesQuery.safeParse({ from: bad, to: '2026-03-31' }).success).toBe(false);
    }
  });

  it('when from is after to, then the message says so', () => {
    const result = SalesQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('"from" must be on or before "to"');
  });

  it('when the range is longer than the maximum or a key is unknown or missing, then it is refused', () => {
    expect(SalesQuery.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(false);
    expect(SalesQuery.safeParse({ from: '2026-01-01', to: '2026-01-31', city: 'Cairo' }).success).toBe(false);
    expect(SalesQuery.safeParse({ from: '2026-01-01' }).success).toBe(false);
  });
});

describe('calendar days', () => {
  it('when a range spans a leap year, then every day is counted once, both ends included', () => {
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(ANALYTICS_RANGE_DAYS_MAX);
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
  });
});
