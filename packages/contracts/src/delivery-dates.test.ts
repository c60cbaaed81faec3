import { deliveryDaysFor, deliveryWindow, formatDeliveryWindow } from './delivery-dates';

describe('expected delivery dates (issue 31)', () => {
  // Wednesday 25 November 2026, 10:00 in Cairo
  const wednesday = new Date('2026-11-25T08:00:00Z');

  it('when Cairo takes 1-2 days from a Wednesday, then it is Thursday to Saturday, Friday skipped', () => {
    expect(deliveryWindow(wednesday, { min: 1, max: 2 })).toEqual({ from: '2026-11-26', to: '2026-11-28' });
  });

  it('when an order is placed on Thursday, then a 1-day delivery lands on Saturday, never Friday', () => {
    expect(deliveryWindow(new Date('2026-11-26T09:00:00Z'), { min: 1, max: 1 })).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
  });

  it("when it is past midnight in Cairo but not in UTC, then Cairo's day counts", () => {
    // 23:30 UTC on Tuesday is 01:30 on Wednesday in Cairo
    expect(deliveryWindow(new Date('2026-11-24T23:30:00Z'), { min: 1, max: 2 }).from).toBe('2026-11-26');
  });

  it('when a window is shown, then it reads as short dates', () => {
    expect(formatDeliveryWindow({ from: '2026-11-26', to: '2026-11-28' })).toBe('Thu 26 Nov – Sat 28 Nov');
    expect(formatDeliveryWindow({ from: '2026-11-28', to: '2026-11-28' })).toBe('Sat 28 Nov');
  });

  it('when a city has no rate or its rate no time, then the default delivery time applies', () => {
    const settings = {
      shippingRates: [
        { city: 'Cairo', value: 50, deliveryDays: { min: 1, max: 2 } },
        { city: 'Luxor', value: 110 },
      ],
      defaultDeliveryDays: { min: 3, max: 6 },
    };
    expect(deliveryDaysFor('cairo', settings)).toEqual({ min: 1, max: 2 });
    expect(deliveryDaysFor('Luxor', settings)).toEqual({ min: 3, max: 6 });
    expect(deliveryDaysFor('Mansoura', settings)).toEqual({ min: 3, max: 6 });
    expect(deliveryDaysFor('Mansoura', { shippingRates: [] })).toBeUndefined();
  });
});
