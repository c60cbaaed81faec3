import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('when a date is readable, then it is shown as day, short month and year (and the time)', () => {
    expect(formatDate('2025-03-14T10:15:00.000Z')).toBe('14 Mar 2025');
    expect(formatDateTime('2025-03-14T10:15:00.000Z')).toMatch(/^14 Mar 2025, \d\d:\d\d$/);
  });

  it('when a date is missing or unreadable, then nothing is shown rather than Invalid Date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
