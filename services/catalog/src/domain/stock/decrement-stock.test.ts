import type { ProductOption } from '@shop/contracts';
import { decrementStock } from './decrement-stock';

const options: ProductOption[] = [
  {
    name: 'Color',
    values: [
      { label: 'Ruby', hex: '#9b111e', stock: 5 },
      { label: 'Nude', hex: '#d8a39d', stock: 2 },
    ],
  },
  { name: 'Size', values: [{ label: '30 ml', stock: 10 }] },
];

const stockOf = (result: ProductOption[], name: string, label: string) =>
  result.find((o) => o.name === name)?.values.find((v) => v.label === label)?.stock;

describe('decrementStock', () => {
  it('when a line orders 2 of one colour and size, then each value loses 2', () => {
    const result = decrementStock(options, [
      {
        quantity: 2,
        selectedOptions: [
          { name: 'Color', value: 'Ruby' },
          { name: 'Size', value: '30 ml' },
        ],
      },
    ]);
    expect(stockOf(result.options, 'Color', 'Ruby')).toBe(3);
    expect(stockOf(result.options, 'Size', '30 ml')).toBe(8);
    expect(stockOf(result.options, 'Color', 'Nude')).toBe(2);
    expect(result).toMatchObject({ changed: true, soldOut: false, oversold: [] });
  });

  it('when a bundle picks the same colour for two items, then that colour loses quantity × 2', () => {
    const result = decrementStock(options, [
      {
        quantity: 2,
        selectedOptions: [
          { name: 'Color', value: 'Ruby' },
          { name: 'Color', value: 'Ruby' },
        ],
      },
    ]);
    expect(stockOf(result.options, 'Color', 'Ruby')).toBe(1);
  });

  it('when more is ordered than is left, then the stock stops at zero and the value is reported', () => {
    const result = decrementStock(options, [
      { quantity: 3, selectedOptions: [{ name: 'Color', value: 'Nude' }] },
    ]);
    expect(stockOf(result.options, 'Color', 'Nude')).toBe(0);
    expect(result.oversold).toEqual(['Color: Nude']);
  });

  it('when every colour reaches zero, then the product is sold out', () => {
    const result = decrementStock(options, [
      { quantity: 5, selectedOptions: [{ name: 'Color', value: 'Ruby' }] },
      { quantity: 2, selectedOptions: [{ name: 'Color', value: 'Nude' }] },
    ]);
    expect(result.soldOut).toBe(true);
  });

  it('when the choices name no value of the product, then nothing changes', () => {
    const result = decrementStock(options, [
      { quantity: 1, selectedOptions: [{ name: 'Color', value: 'Teal' }] },
    ]);
    expect(result).toMatchObject({ changed: false, soldOut: false });
    expect(result.options).toEqual(options);
  });
});
