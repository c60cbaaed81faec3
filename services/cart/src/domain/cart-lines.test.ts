import type { CartLine } from '../collections';
import { CART_LINES_MAX, addLine, linesOf, refreshProduct, setQuantity, withoutLines } from './cart-lines';
import { lineKey } from './selected-options';

const productId = '65f1a2b3c4d5e6f708192a3b';
const product = { _id: productId, title: 'Velvet Matte Lipstick', price: 349.99, image: '' };
function line(value: string, quantity = 1, id = productId): CartLine {
  const selectedOptions = [{ name: 'Color', value }];
  return {
    product: { ...product, _id: id },
    quantity,
    selectedOptions,
    lineKey: lineKey(id, selectedOptions),
  };
}
const withoutQuantity = ({ quantity: _q, ...rest }: CartLine) => rest;

describe('addLine', () => {
  it('when the same product with the same options is added, then that line grows', () => {
    const lines = addLine([line('Berry', 2)], withoutQuantity(line('Berry')), 3);
    expect(lines.map((l) => l.quantity)).toEqual([5]);
  });

  it('when other options are chosen, then a separate line starts', () => {
    const lines = addLine([line('Berry', 2)], withoutQuantity(line('Rose Nude')), 1);
    expect(lines.map((l) => [l.selectedOptions[0]!.value, l.quantity])).toEqual([
      ['Berry', 2],
      ['Rose Nude', 1],
    ]);
  });

  it('when the line would pass 99, then it is refused and says how many are there', () => {
    expect(() => addLine([line('Berry', 98)], withoutQuantity(line('Berry')), 2)).toThrow(
      'You can have at most 99 of Velvet Matte Lipstick in your cart (98 already)',
    );
    expect(addLine([line('Berry', 98)], withoutQuantity(line('Berry')), 1)[0]!.quantity).toBe(99);
  });

  it('when the cart already holds the most lines, then a new line is refused but an existing one grows', () => {
    const full = Array.from({ length: CART_LINES_MAX }, (_, i) => line(`Shade ${i}`));
    expect(() => addLine(full, withoutQuantity(line('One more')), 1)).toThrow('at most 50 different items');
    expect(addLine(full, withoutQuantity(line('Shade 0')), 1)[0]!.quantity).toBe(2);
  });

  it('when a line grows, then it takes the newer product snapshot', () => {
    const newer = { ...withoutQuantity(line('Berry')), product: { ...product, price: 299.99 } };
    expect(addLine([line('Berry')], newer, 1)[0]!.product.price).toBe(299.99);
  });
});

describe('linesOf, setQuantity and withoutLines', () => {
  const other = '65f1a2b3c4d5e6f708192a3c';
  const cart = [line('Berry', 1), line('Rose Nude', 2), line('Berry', 4, other)];

  it('when only the product is named, then every line of it is addressed', () => {
    expect(linesOf(cart, productId)).toEqual([cart[0], cart[1]]);
  });

  it('when the options are given too, then only that line is addressed, in any letter case', () => {
    expect(linesOf(cart, productId, [{ name: 'Color', value: 'rose nude' }])).toEqual([cart[1]]);
    expect(linesOf(cart, productId, [{ name: 'Color', value: 'Coral' }])).toEqual([]);
  });

  it('when quantities are set or lines removed, then the other lines stay as they were', () => {
    const targets = linesOf(cart, productId);
    expect(setQuantity(cart, targets, 7).map((l) => l.quantity)).toEqual([7, 7, 4]);
    expect(withoutLines(cart, targets)).toEqual([cart[2]]);
  });
});

describe('refreshProduct', () => {
  it('when the catalog changes a product, then only its lines show the new title and price', () => {
    const other = line('Berry', 1, '65f1a2b3c4d5e6f708192a3c');
    const renamed = { ...product, title: 'Velvet Matte Lipstick 2.0', price: 299.5 };
    const lines = refreshProduct([line('Berry'), other], productId, () => renamed);
    expect(lines[0]!.product).toEqual(renamed);
    expect(lines[1]).toBe(other);
  });
});
