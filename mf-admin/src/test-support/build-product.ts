import type { Product } from '@shop/contracts';

/** Test factory: a realistic catalog product; pass only what a test is about. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '65f1a2b3c4d5e6f708192a3b',
    title: 'Velvet Matte Lipstick',
    description: 'Long-wear matte lipstick enriched with shea butter.',
    price: 349.99,
    oldPrice: 420,
    image: '/api/images/65f1a2b3c4d5e6f708192a3c',
    availability: true,
    product_category_id: '65f1a2b3c4d5e6f708192a3d',
    rating: 4.6,
    reviews: 128,
    options: [{ name: 'Color', values: [{ label: 'Rose Nude', hex: '#d8a39d', stock: 12 }] }],
    isBundle: false,
    bundleCount: 1,
    createdAt: '2025-03-14T10:15:30.000Z',
    ...overrides,
  };
}
