import type { Promo } from '@shop/contracts';
import {
  digitsOnly,
  discountText,
  endOfDayUtc,
  formFromPromo,
  parseDiscountValue,
  promoBody,
  promoState,
  searchPromos,
  startOfDayUtc,
  toDateInput,
} from './promo-rules';

const promo = (overrides: Partial<Promo> = {}): Promo => ({
  _id: '65f1a2b3c4d5e6f708192a3f',
  promo_code: 'RAMADAN25',
  start_date: '2025-03-01T00:00:00.000Z',
  expiration_date: '2025-03-30T23:59:59.000Z',
  discountType: 'percentage',
  discountValue: 25,
  status: 'active',
  created_by: 'admin@shop.local',
  usageCount: 3,
  createdAt: '2025-02-20T09:00:00.000Z',
  ...overrides,
});

describe('promo form', () => {
  it('when anything but digits is typed as the discount, then it is stripped and parsed to an integer', () => {
    expect(digitsOnly('1a2.5%')).toBe('125');
    expect(parseDiscountValue('15.9')).toBe(159);
    expect(parseDiscountValue('007')).toBe(7);
    expect(parseDiscountValue('abc')).toBe(0);
  });

  it('when dates are sent, then the start is 00:00:00 UTC and the expiration 23:59:59 UTC of the chosen days', () => {
    expect(startOfDayUtc('2025-04-01')).toBe('2025-04-01T00:00:00.000Z');
    expect(endOfDayUtc('2025-04-30')).toBe('2025-04-30T23:59:59.000Z');
    expect(startOfDayUtc('')).toBe('');
  });

  it('when the form is sent, then the body carries every field of the spec', () => {
    expect(
      promoBody({
        promo_code: ' EID50 ',
        start_date: '2025-04-01',
        expiration_date: '2025-04-03',
        discountType: 'amount',
        discountValue: '50',
        status: 'inactive',
      }),
    ).toEqual({
      promo_code: 'EID50',
      start_date: '2025-04-01T00:00:00.000Z',
      expiration_date: '2025-04-03T23:59:59.000Z',
      discountType: 'amount',
      discountValue: 50,
      status: 'inactive',
    });
  });

  it('when a stored promo is edited, then its UTC days fill the date inputs', () => {
    expect(formFromPromo(promo())).toMatchObject({
      start_date: '2025-03-01',
      expiration_date: '2025-03-30',
      discountValue: '25',
    });
    expect(toDateInput(undefined)).toBe('');
  });

  it('when searched, then codes match in any letter case', () => {
    const list = [promo(), promo({ _id: 'b'.repeat(24), promo_code: 'EID50' })];
    expect(searchPromos(list, 'ramadan').map((p) => p.promo_code)).toEqual(['RAMADAN25']);
    expect(searchPromos(list, '')).toHaveLength(2);
  });

  it('when shown, then the discount reads as a percent or an EGP amount', () => {
    expect(discountText(promo())).toBe('25% off');
    expect(discountText(promo({ discountType: 'amount', discountValue: 50 }))).toBe('50.00 EGP off');
  });

  it('when judged against today, then it is scheduled, running, expired or inactive', () => {
    expect(promoState(promo(), new Date('2025-02-28T23:59:59Z'))).toBe('Scheduled');
    expect(promoState(promo(), new Date('2025-03-30T23:59:59.500Z'))).toBe('Running');
    expect(promoState(promo(), new Date('2025-03-31T00:00:00Z'))).toBe('Expired');
    expect(promoState(promo({ status: 'inactive' }), new Date('2025-03-10T00:00:00Z'))).toBe('Inactive');
  });
});
