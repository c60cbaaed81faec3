import { deliveryEstimate } from './delivery-estimate';
import { buildSettings } from '../test-support/builders';

describe('the expected delivery at checkout (issue 31)', () => {
  const thursday = new Date('2026-11-26T09:00:00Z');
  const settings = buildSettings({
    shippingRates: [{ _id: 'a'.repeat(24), city: 'Cairo', value: 50, deliveryDays: { min: 1, max: 2 } }],
    defaultDeliveryDays: { min: 3, max: 6 },
  });

  it('when Cairo is chosen on a Thursday, then the dates skip Friday', () => {
    expect(deliveryEstimate('Cairo', settings, 'en', thursday)).toBe('Sat 28 Nov – Sun 29 Nov');
  });

  it('when another city is typed, then the default delivery time gives the dates', () => {
    expect(deliveryEstimate('Mansoura', settings, 'en', thursday)).toBe('Mon 30 Nov – Thu 3 Dec');
  });

  it('when no city is chosen or the shop gives no time, then no dates are promised', () => {
    expect(deliveryEstimate(null, settings, 'en', thursday)).toBeNull();
    expect(deliveryEstimate('Cairo', buildSettings(), 'en', thursday)).toBeNull();
  });
});
