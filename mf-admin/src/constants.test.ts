import * as contracts from '@shop/contracts';
import { DEFAULT_TOAST_DURATION_MS } from '@shop/browser-events';
import { AUDITED_SERVICES } from './screens/audit/audit-rules';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  AUDIT_PAGE_SIZE,
  ANNOUNCEMENT_TITLE,
  BUNDLE_COUNT_MAX,
  FAQ_LIMIT,
  GENDERS,
  ORDER_STATUSES,
  SHIPPING_CITIES,
  UNASSIGNED_CATEGORY_TITLE,
} from './constants';

describe('admin constants', () => {
  it('when the contracts define the same constant, then both agree', () => {
    expect(ORDER_STATUSES).toEqual(contracts.ORDER_STATUSES);
    expect(GENDERS).toEqual(contracts.GENDERS);
    expect(FAQ_LIMIT).toBe(contracts.FAQ_LIMIT);
    expect(ANNOUNCEMENT_CONTENT_MAX).toBe(contracts.ANNOUNCEMENT_CONTENT_MAX);
    expect(ANNOUNCEMENT_TITLE).toBe(contracts.ANNOUNCEMENT_TITLE);
    expect(UNASSIGNED_CATEGORY_TITLE).toBe(contracts.UNASSIGNED_CATEGORY_TITLE);
    expect(BUNDLE_COUNT_MAX).toBe(contracts.BUNDLE_COUNT_MAX);
    expect(AUDITED_SERVICES).toEqual(contracts.AuditService.options);
    expect(AUDIT_PAGE_SIZE).toBeLessThanOrEqual(contracts.AUDIT_LIMIT_MAX);
  });

  it('when toasts are raised, then the toast area keeps them 3 s (admin spec §9)', () => {
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3000);
  });

  it('when the shipping cities are listed, then they are the 21 distinct cities of the spec', () => {
    expect(new Set(SHIPPING_CITIES).size).toBe(21);
  });
});
