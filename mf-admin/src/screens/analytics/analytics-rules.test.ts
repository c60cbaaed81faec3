import { ANALYTICS_RANGE_DAYS_MAX } from '@shop/contracts';
import { RANGE_DAYS_MAX, customRangeProblem, presetRange, shopToday, shortDay } from './analytics-rules';

describe('analytics ranges', () => {
  it('when it is late evening UTC, then today is already the next day in Cairo', () => {
    expect(shopToday(new Date('2026-01-10T22:30:00Z'))).toBe('2026-01-11');
  });

  it('when a preset is picked, then it ends today and counts today among its days', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(presetRange(1, now)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(presetRange(7, now)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(presetRange(90, now).from).toBe('2025-12-06');
  });

  it('when a custom range is missing a date, is reversed or too long, then the problem is named', () => {
    expect(customRangeProblem({ from: '', to: '2026-03-05' })).toBe('Pick both dates.');
    expect(customRangeProblem({ from: '2026-03-06', to: '2026-03-05' })).toMatch(/on or before/);
    expect(customRangeProblem({ from: '2024-01-01', to: '2026-03-05' })).toMatch(/at most 366 days/);
    expect(customRangeProblem({ from: '2026-02-30', to: '2026-03-05' })).toBe('Pick both dates.');
    expect(customRangeProblem({ from: '2026-03-01', to: '2026-03-05' })).toBeNull();
    expect(RANGE_DAYS_MAX).toBe(ANALYTICS_RANGE_DAYS_MAX);
  });

  it('when a day labels the chart axis, then it is day and month', () => {
    expect(shortDay('2026-03-05')).toBe('5 Mar');
  });
});
