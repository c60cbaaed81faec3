import type { CartLine } from '../collections';
import { lineKey } from './selected-options';
import { assertStockCovers } from './stock';

const productId = '65f1a2b3c4d5e6f708192a3b';
const trio = {
  _id: productId,
  title: 'Lip Trio',
  options: [
    {
      name: 'Color' as const,
      values: [
        { label: 'Berry', hex: '#8e3b5f', stock: 5 },
        { label: 'Coral', hex: '#ff7f50', stock: 0 },
      ],
    },
  ],
};
function line(values: string[], quantity: number, id = productId): CartLine {
  const selectedOptions = values.map((value) => ({ name: 'Color', value }));
  return {
    product: { _id: id, title: 'Lip Trio', price: 10, image: '' },
    quantity,
    selectedOptions,
    lineKey: lineKey(id, selectedOptions),
  };
}

describe('assertStockCovers', () => {
  it('when bundle items and lines together stay within the stock, then the cart passes', () => {
    expect(() => assertStockCovers(trio, [line(['Berry', 'Berry'], 2), line(['Berry'], 1)])).not.toThrow();
  });

  it('when they need one more than the stock, then it says how many are left', () => {
    expect(() => assertStockCovers(trio, [line(['Berry', 'Berry'], 2), line(['Berry'], 2)])).toThrow(
      'Only 5 left of Lip Trio (Color: Berry)',
    );
  });

  it('when a value has no stock, then it is sold out', () => {
    expect(() => assertStockCovers(trio, [line(['Coral'], 1)])).toThrow(
      'Lip Trio (Color: Coral) is sold out',
    );
  });

  it('when another product uses the same label, then it does not count against this one', () => {
    const other = line(['Berry'], 50, '65f1a2b3c4d5e6f708192a3c');
    expect(() => assertStockCovers(trio, [other, line(['Berry'], 5)])).not.toThrow();
  });
});
