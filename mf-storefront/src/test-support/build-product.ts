import type { Product } from '@shop/contracts';

let sequence = 0;

/** A valid product as the catalog answers it; tests override what they are about. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    _id: sequence.toString(16).padStart(24, '0'),
    title: `Product ${sequence}`,
    description: 'A lovely product',
    price: 100,
    oldPrice: 0,
    image: '',
    availability: true,
    product_category_id: null,
    rating: 4.5,
    reviews: 12,
    options: [],
    isBundle: false,
    bundleCount: 1,
    createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000).toISOString(),
    ...overrides,
  };
}
