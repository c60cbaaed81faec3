import { AUDIT_LIMIT_MAX } from '../constants';
import { AuditListQuery } from './audit-entry';

describe('AuditListQuery', () => {
  it('when nothing is asked, then the first page of 20 entries', () => {
    expect(AuditListQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('when filters arrive as query strings, then the numbers are read and the text trimmed', () => {
    expect(
      AuditListQuery.parse({ service: 'catalog', resource: ' product ', page: '3', limit: '50' }),
    ).toEqual({ service: 'catalog', resource: 'product', page: 3, limit: 50 });
  });

  it('when a limit is above the maximum, a page is 0 or an unknown key is sent, then it is refused', () => {
    expect(AuditListQuery.safeParse({ limit: String(AUDIT_LIMIT_MAX + 1) }).success).toBe(false);
    expect(AuditListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(AuditListQuery.safeParse({ sort: 'at' }).success).toBe(false);
    expect(AuditListQuery.safeParse({ service: 'audit' }).success).toBe(false);
  });

  it('when `from` is after `to` or not a date-time, then it is refused', () => {
    expect(
      AuditListQuery.safeParse({ from: '2026-02-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' }).success,
    ).toBe(false);
    expect(AuditListQuery.safeParse({ from: 'yesterday' }).success).toBe(false);
    expect(
      AuditListQuery.safeParse({ from: '2026-01-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' }).success,
    ).toBe(true);
  });
});
