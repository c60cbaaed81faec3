import { dayOf, eachDay } from './calendar';

describe('dayOf', () => {
  it('when an order is placed late in the evening UTC, then it counts on the next Cairo day', () => {
    // winter: Cairo is UTC+2
    expect(dayOf(new Date('2026-01-10T22:30:00Z'), 'Africa/Cairo')).toBe('2026-01-11');
    expect(dayOf(new Date('2026-01-10T21:59:59Z'), 'Africa/Cairo')).toBe('2026-01-10');
  });

  it('when Egypt is on summer time, then the day turns an hour earlier in UTC', () => {
    // summer: Cairo is UTC+3
    expect(dayOf(new Date('2026-07-10T21:00:00Z'), 'Africa/Cairo')).toBe('2026-07-11');
    expect(dayOf(new Date('2026-07-10T20:59:59Z'), 'Africa/Cairo')).toBe('2026-07-10');
  });
});

describe('eachDay', () => {
  it('when a range crosses a month end, then every day appears once in order', () => {
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eachDay('2026-03-05', '2026-03-05')).toEqual(['2026-03-05']);
  });
});
