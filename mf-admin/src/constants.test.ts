import { AUDIT_LIMIT_MAX } from '@shop/contracts/constants';
import { DEFAULT_TOAST_DURATION_MS } from '@shop/browser-events';
import { AUDIT_PAGE_SIZE, SHIPPING_CITIES } from './constants';

describe('admin constants', () => {
  it('when the audit log asks for a page, then it asks no more than the audit service answers', () => {
    expect(AUDIT_PAGE_SIZE).toBeLessThanOrEqual(AUDIT_LIMIT_MAX);
  });

  it('when toasts are raised, then the toast area keeps them 3 s (admin spec §9)', () => {
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3000);
  });

  it('when the shipping cities are listed, then they are the 21 distinct cities of the spec', () => {
    expect(new Set(SHIPPING_CITIES).size).toBe(21);
  });
});
