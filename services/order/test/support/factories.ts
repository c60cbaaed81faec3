import { randomBytes } from 'node:crypto';
import type { CartItem, CatalogQuoteProduct, PlaceOrderInput, ShippingInfo } from '@shop/contracts';
import { ObjectId } from 'mongodb';

export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function buildQuoteProduct(overrides: Partial<CatalogQuoteProduct> = {}): CatalogQuoteProduct {
  return {
    _id: new ObjectId().toHexString(),
    title: 'Rose Lipstick',
    description: 'A satin rose lipstick',
    price: 250,
    image: '/api/images/rose.jpg',
    isBundle: false,
    bundleCount: 1,
    options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 100 }] }],
    availability: true,
    product_category_id: new ObjectId().toHexString(),
    ...overrides,
  };
}

/** A cart line as the cart service holds it: its own snapshot of the product, which may be stale. */
export function buildCartItem(product: CatalogQuoteProduct, overrides: Partial<CartItem> = {}): CartItem {
  return {
    product: { _id: product._id, title: product.title, price: product.price, image: product.image },
    quantity: 1,
    selectedOptions: [{ name: 'Color', value: 'Ruby' }],
    ...overrides,
  };
}

export function buildShippingInfo(overrides: Partial<ShippingInfo> = {}): ShippingInfo {
  return {
    firstName: 'Mona',
    lastName: 'Hassan',
    email: 'mona@example.com',
    phone: '01001234567',
    street: '12 Tahrir Street',
    city: 'Cairo',
    floor: '3',
    apartment: '7',
    landmark: 'Next to the pharmacy',
    ...overrides,
  };
}

export function buildPlaceOrderBody(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return { sessionId: newSessionId(), shippingInfo: buildShippingInfo(), ...overrides };
}
