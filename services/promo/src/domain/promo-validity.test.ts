import { assertUsableAt } from './promo-validity';

const promo = {
  status: 'active' as const,
  start_date: new Date('2025-03-01T00:00:00.000Z'),
  expiration_date: new Date('2025-03-30T23:59:59.000Z'),
};
const at = (iso: string) => new Date(iso);
const rejection = (value: typeof promo | null, now: Date) => {
  try {
    assertUsableAt(value, now);
    return undefined;
  } catch (error) {
    return { message: (error as Error).message, code: (error as { code: string }).code };
  }
};

describe('assertUsableAt', () => {
  it('when the first second of the start day begins, then the promo is usable', () => {
    expect(rejection(promo, at('2025-03-01T00:00:00.000Z'))).toBeUndefined();
  });

  it('when it is one millisecond before the start day, then it is not valid yet', () => {
    expect(rejection(promo, at('2025-02-28T23:59:59.999Z'))).toEqual({
      message: 'This promo code is not valid yet',
      code: 'PROMO_NOT_STARTED',
    });
  });

  it('when it is 23:59:59.999 on the last day, then the promo is still usable', () => {
    expect(rejection(promo, at('2025-03-30T23:59:59.999Z'))).toBeUndefined();
  });

  it('when the day after the last day begins, then it has expired', () => {
    expect(rejection(promo, at('2025-03-31T00:00:00.000Z'))).toEqual({
      message: 'This promo code has expired',
      code: 'PROMO_EXPIRED',
    });
  });

  it('when the promo is inactive, then it is rejected like an unknown code', () => {
    const inactive = rejection({ ...promo, status: 'inactive' as never }, at('2025-03-10T12:00:00Z'));
    expect(inactive).toEqual(rejection(null, at('2025-03-10T12:00:00Z')));
    expect(inactive?.message).toBe('Promo code is invalid or has been used');
  });
});
