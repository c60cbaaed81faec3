import type { CartItem, CartResponse } from '@shop/contracts';
import { lineKey, type CartLine } from '../cart/cart-lines';
import type { ShippingForm } from '../checkout/shipping-form';
import type { PricingSettings } from '../settings/tax-shipping';

let counter = 0;
const hexId = () => (++counter).toString(16).padStart(24, '0');

export function buildCartItem(overrides: Partial<CartItem> & { price?: number; title?: string } = {}): CartItem {
  const { price = 349, title = 'Velvet Matte Lipstick', ...rest } = overrides;
  return {
    product: { _id: hexId(), title, price, image: '/api/images/lipstick.png' },
    quantity: 1,
    selectedOptions: [{ name: 'Color', value: 'Ruby Red' }],
    ...rest,
  };
}

export function buildLine(overrides: Partial<CartLine> = {}): CartLine {
  const productId = overrides.productId === undefined ? hexId() : overrides.productId;
  const selectedOptions = overrides.selectedOptions ?? [];
  return {
    key: productId ? lineKey(productId, selectedOptions) : `unknown-${counter++}`,
    productId,
    name: 'Hydra Boost Serum',
    image: undefined,
    unitPrice: 549,
    quantity: 1,
    selectedOptions,
    problem: null,
    ...overrides,
  };
}

export function buildCartResponse(items: CartItem[], sessionId = 's'.repeat(32)): CartResponse {
  return { cart: { items }, sessionId };
}

/** The demo shop's settings: VAT 14%, Cairo 50, Alexandria 65, anywhere else 100. */
export function buildSettings(overrides: Partial<PricingSettings> = {}): PricingSettings {
  return {
    taxes: [{ taxName: 'VAT', value: 14 }],
    shippingRates: [
      { _id: hexId(), city: 'Cairo', value: 50 },
      { _id: hexId(), city: 'Alexandria', value: 65 },
    ],
    defaultShippingValue: 100,
    freeShippingThreshold: 0,
    freeShippingCities: [],
    pricesIncludeTax: false,
    ...overrides,
  };
}

export function buildShippingForm(overrides: Partial<ShippingForm> = {}): ShippingForm {
  return {
    firstName: 'Mona',
    lastName: 'Adel',
    email: 'mona@shop.test',
    phone: '+20 100 000 0000',
    street: '12 Nile Street',
    city: 'Cairo',
    otherCity: '',
    floor: '3',
    apartment: '7',
    landmark: '',
    ...overrides,
  };
}
