import { priceOrder } from '@shop/contracts';
import { checkoutTotals } from './checkout-totals';
import type { AppliedPromo } from './promo';
import { buildLine, buildSettings } from '../test-support/builders';

const promo = (overrides: Partial<AppliedPromo>): AppliedPromo => ({
  code: 'WELCOME10',
  promoId: 'a'.repeat(24),
  discountType: 'percentage',
  discountValue: 10,
  ...overrides,
});

/**
 * What the order service stores for the same cart (buildOrder): priceOrder with the catalog's prices, the
 * settings, the city, and the promo service's discount (computeDiscount: half-up piastres, never above the
 * subtotal). The expected discounts below are worked out by hand from that rule.
 */
function serverFigures(lines: Array<{ unitPrice: number; quantity: number }>, city: string, discountAmount: number) {
  const settings = buildSettings();
  return priceOrder({ lines, discountAmount, taxes: settings.taxes, shipping: settings, city });
}

describe('the checkout Order Summary', () => {
  it('when the shop s prices include VAT, then the total is the shelf prices less the promo plus shipping, VAT inside', () => {
    const settings = buildSettings({ pricesIncludeTax: true });
    const lines = [buildLine({ unitPrice: 549, quantity: 2 })];
    const shown = checkoutTotals({ lines, settings, promo: promo({}), city: 'Cairo' });
    // 1,098 − 10% (109.80) = 988.20 + Cairo 50; VAT inside: 98,820 × 14 / 114 = 12,135.79 → 121.36
    expect(shown).toMatchObject({ discountedSubtotal: 988.2, shippingCost: 50, totalAmount: 1038.2, taxesIncluded: true });
    expect(shown.taxes[0]?.amount).toBe(121.36);
    const server = priceOrder({
      lines: [{ unitPrice: 549, quantity: 2 }],
      discountAmount: 109.8,
      taxes: settings.taxes,
      shipping: settings,
      city: 'Cairo',
      pricesIncludeTax: true,
    });
    expect(shown).toEqual(server);
  });

  it('when a percentage promo and a city apply, then every figure equals the order the server stores', () => {
    const lines = [buildLine({ unitPrice: 289.5 }), buildLine({ unitPrice: 149.5 })];
    const shown = checkoutTotals({ lines, settings: buildSettings(), promo: promo({}), city: 'Alexandria' });
    // 439.00 - 10% (43.90) = 395.10; VAT 55.314 -> 55.31; Alexandria 65 -> 515.41
    expect(shown).toEqual(serverFigures([{ unitPrice: 289.5, quantity: 1 }, { unitPrice: 149.5, quantity: 1 }], 'Alexandria', 43.9));
    expect(shown).toMatchObject({ subtotal: 439, discountAmount: 43.9, shippingCost: 65, totalAmount: 515.41 });
    expect(shown.taxes[0]?.amount).toBe(55.31);
  });

  it('when the percentage discount falls on half a piastre, then it rounds up like the promo service', () => {
    // 1499.95 x 10% = 149.995 -> 150.00; 1349.95 x 14% = 188.993 -> 188.99; Cairo 50
    const shown = checkoutTotals({ lines: [buildLine({ unitPrice: 1499.95 })], settings: buildSettings(), promo: promo({}), city: 'Cairo' });
    expect(shown).toEqual(serverFigures([{ unitPrice: 1499.95, quantity: 1 }], 'Cairo', 150));
    expect(shown).toMatchObject({ discountAmount: 150, discountedSubtotal: 1349.95, totalAmount: 1588.94 });
  });

  it('when a fixed promo is larger than the cart, then the goods cost nothing but shipping is still due', () => {
    const shown = checkoutTotals({
      lines: [buildLine({ unitPrice: 40 })],
      settings: buildSettings(),
      promo: promo({ code: 'GLOW50', discountType: 'amount', discountValue: 50 }),
      city: 'Cairo',
    });
    expect(shown).toEqual(serverFigures([{ unitPrice: 40, quantity: 1 }], 'Cairo', 40));
    expect(shown).toMatchObject({ discountAmount: 40, discountedSubtotal: 0, totalAmount: 50 });
  });

  it('when the cart changes after Apply, then the discount follows the new subtotal', () => {
    const settings = buildSettings();
    const before = checkoutTotals({ lines: [buildLine({ unitPrice: 100 })], settings, promo: promo({}), city: '' });
    const after = checkoutTotals({ lines: [buildLine({ unitPrice: 100, quantity: 3 })], settings, promo: promo({}), city: '' });
    expect(before.discountAmount).toBe(10);
    expect(after.discountAmount).toBe(30);
  });

  it('when no city is chosen yet, then no shipping is shown or counted', () => {
    const shown = checkoutTotals({ lines: [buildLine({ unitPrice: 189.99, quantity: 3 })], settings: buildSettings(), promo: null, city: '' });
    expect(shown).toMatchObject({ shippingCost: 0, totalAmount: 649.77 }); // 569.97 + 79.80
  });

  it('when the city has no rate of its own, then the default shipping value applies, as on the server', () => {
    const shown = checkoutTotals({ lines: [buildLine({ unitPrice: 10 })], settings: buildSettings(), promo: null, city: 'Siwa' });
    expect(shown.shippingCost).toBe(100);
    expect(shown).toEqual(serverFigures([{ unitPrice: 10, quantity: 1 }], 'Siwa', 0));
  });

  it('when there are several taxes, then each is rounded on its own', () => {
    const settings = buildSettings({ taxes: [{ taxName: 'VAT', value: 14 }, { taxName: 'Stamp', value: 1.25 }] });
    const shown = checkoutTotals({ lines: [buildLine({ unitPrice: 100.1 })], settings, promo: null, city: 'Cairo' });
    // 14% of 100.10 = 14.014 -> 14.01; 1.25% = 1.25125 -> 1.25
    expect(shown.taxes.map((tax) => tax.amount)).toEqual([14.01, 1.25]);
    expect(shown.totalAmount).toBe(165.36);
  });
});
