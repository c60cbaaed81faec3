import { fromPiastres, toPiastres } from '@shop/contracts/money';
import { priceOrder, promoDiscountPiastres, type OrderPricing } from '@shop/contracts/pricing';
import type { CartLine } from '../cart/cart-lines';
import type { PricingSettings } from '../settings/tax-shipping';
import type { AppliedPromo } from './promo';

export interface CheckoutPricingInput {
  lines: readonly CartLine[];
  settings: PricingSettings;
  promo: AppliedPromo | null;
  /** '' while no city is chosen: then no shipping is shown or counted. */
  city: string;
}

/**
 * The Order Summary's figures, computed exactly as the order service will store them: the same pricing
 * function, and the promo's discount taken from its type and value on the current subtotal, as the promo
 * service takes it when the order is placed (so a cart changed after Apply still shows the right discount).
 */
export function checkoutTotals({ lines, settings, promo, city }: CheckoutPricingInput): OrderPricing {
  const pricingLines = lines.map(({ unitPrice, quantity }) => ({ unitPrice, quantity }));
  const shipping = {
    defaultShippingValue: settings.defaultShippingValue,
    shippingRates: settings.shippingRates,
    freeShippingThreshold: settings.freeShippingThreshold,
    freeShippingCities: settings.freeShippingCities,
  };
  const undiscounted = priceOrder({ lines: pricingLines, taxes: [], shipping, city: null });
  const discountAmount = promo
    ? fromPiastres(
        promoDiscountPiastres(promo.discountType, promo.discountValue, toPiastres(undiscounted.subtotal)),
      )
    : 0;
  return priceOrder({
    lines: pricingLines,
    discountAmount,
    taxes: settings.taxes,
    shipping,
    city: city.trim() === '' ? null : city,
    pricesIncludeTax: settings.pricesIncludeTax,
  });
}
