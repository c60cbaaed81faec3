/** A product body as the admin sends it: a lipstick with two colours of 50 units each. */
export function buildProductBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Rose Lipstick',
    description: 'A satin rose lipstick',
    price: 250,
    product_category_id: null,
    options: [
      {
        name: 'Color',
        values: [
          { label: 'Ruby', hex: '#9b111e', stock: 50 },
          { label: 'Coral', hex: '#ff7f50', stock: 50 },
        ],
      },
    ],
    ...overrides,
  };
}
