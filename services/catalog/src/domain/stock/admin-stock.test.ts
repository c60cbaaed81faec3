import type { ProductOption } from '@shop/contracts';
import { mergeAdminStock, stockChanges } from './admin-stock';

const current: ProductOption[] = [
  { name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 4 }] },
  { name: 'Size', values: [{ label: '4 g', stock: 7 }] },
];

describe('mergeAdminStock', () => {
  it('when an order took a unit while the admin raised the stock from 5 to 10, then both changes stay (9)', () => {
    const merged = mergeAdminStock(current, [
      { name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 10, baseStock: 5 }] },
    ]);
    expect(merged).toEqual([{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 9 }] }]);
  });

  it('when the admin left a value as loaded, then what orders did meanwhile stays', () => {
    const merged = mergeAdminStock(current, [
      { name: 'Size', values: [{ label: '4 g', stock: 9, baseStock: 9 }] },
    ]);
    expect(merged[0]!.values[0]!.stock).toBe(7);
  });

  it('when the admin lowers below what is left, then the stock stops at zero', () => {
    const merged = mergeAdminStock(current, [
      { name: 'Size', values: [{ label: '4 g', stock: 0, baseStock: 9 }] },
    ]);
    expect(merged[0]!.values[0]!.stock).toBe(0);
  });

  it('when no base stock is sent or the value is new, then the stock is taken as sent', () => {
    const merged = mergeAdminStock(current, [
      {
        name: 'Size',
        values: [
          { label: '4 g', stock: 3 },
          { label: '8 g', stock: 2, baseStock: 0 },
        ],
      },
    ]);
    expect(merged[0]!.values.map((v) => v.stock)).toEqual([3, 2]);
  });
});

describe('stockChanges', () => {
  it('when values move, appear or stay, then only the moves are listed with the stock after', () => {
    const after: ProductOption[] = [
      { name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 6 }] },
      {
        name: 'Size',
        values: [
          { label: '4 g', stock: 7 },
          { label: '8 g', stock: 2 },
        ],
      },
    ];
    expect(stockChanges(current, after)).toEqual([
      { option: 'Color', value: 'Ruby', delta: 2, stock: 6 },
      { option: 'Size', value: '8 g', delta: 2, stock: 2 },
    ]);
  });
});
