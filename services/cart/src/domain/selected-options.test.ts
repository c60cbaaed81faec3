import { lineKey, resolveSelectedOptions } from './selected-options';

const color = {
  name: 'Color' as const,
  values: [
    { label: 'Rose Nude', hex: '#d8a39d', stock: 12 },
    { label: 'Berry', hex: '#8e3b5f', stock: 3 },
  ],
};
const size = { name: 'Size' as const, values: [{ label: '30 ml', stock: 40 }] };
const lipstick = { title: 'Velvet Matte Lipstick', options: [color, size], isBundle: false, bundleCount: 1 };
const trio = { title: 'Lip Trio', options: [color], isBundle: true, bundleCount: 3 };
const plain = { title: 'Gift Card', options: [], isBundle: false, bundleCount: 1 };

describe('resolveSelectedOptions', () => {
  it('when one value per option is chosen, then they come back with the catalog labels', () => {
    expect(
      resolveSelectedOptions(lipstick, [
        { name: 'Color', value: 'berry' },
        { name: 'Size', value: '30 ML' },
      ]),
    ).toEqual([
      { name: 'Color', value: 'Berry' },
      { name: 'Size', value: '30 ml' },
    ]);
  });

  it('when a value does not exist, then the message names it and the product', () => {
    expect(() =>
      resolveSelectedOptions(lipstick, [
        { name: 'Color', value: 'Blue' },
        { name: 'Size', value: '30 ml' },
      ]),
    ).toThrow('Color "Blue" does not exist for Velvet Matte Lipstick');
  });

  it('when an option the product lacks is chosen, then it is refused', () => {
    expect(() => resolveSelectedOptions(trio, [{ name: 'Size', value: '30 ml' }])).toThrow(
      'Lip Trio has no Size option',
    );
  });

  it('when an option is left out or chosen twice for a single product, then it asks for one', () => {
    expect(() => resolveSelectedOptions(lipstick, [{ name: 'Color', value: 'Berry' }])).toThrow(
      'Please choose one Size for Velvet Matte Lipstick',
    );
    const twice = [
      { name: 'Color' as const, value: 'Berry' },
      { name: 'Color' as const, value: 'Rose Nude' },
      { name: 'Size' as const, value: '30 ml' },
    ];
    expect(() => resolveSelectedOptions(lipstick, twice)).toThrow('Please choose one Color');
  });

  it('when a bundle of 3 gets a colour per item, then it passes; with 2, it asks for each item', () => {
    const three = ['Berry', 'Berry', 'Rose Nude'].map((value) => ({ name: 'Color' as const, value }));
    expect(resolveSelectedOptions(trio, three)).toHaveLength(3);
    expect(() => resolveSelectedOptions(trio, three.slice(1))).toThrow(
      'Please choose a Color for each of the 3 items of Lip Trio',
    );
  });

  it('when the product has no options, then no choice is needed and none is accepted', () => {
    expect(resolveSelectedOptions(plain, [])).toEqual([]);
    expect(() => resolveSelectedOptions(plain, [{ name: 'Color', value: 'Berry' }])).toThrow(
      'Gift Card has no Color option',
    );
  });
});

describe('lineKey', () => {
  const id = '65f1a2b3c4d5e6f708192a3b';

  it('when the same choices come in another order or letter case, then the key is the same', () => {
    const a = lineKey(id, [
      { name: 'Color', value: 'Berry' },
      { name: 'Color', value: 'Rose Nude' },
    ]);
    const b = lineKey(id, [
      { name: 'Color', value: 'rose nude' },
      { name: 'Color', value: 'BERRY' },
    ]);
    expect(a).toBe(b);
  });

  it('when the choices or the product differ, then the key differs', () => {
    const berry = [{ name: 'Color', value: 'Berry' }];
    expect(lineKey(id, berry)).not.toBe(lineKey(id, [{ name: 'Color', value: 'Rose Nude' }]));
    expect(lineKey(id, berry)).not.toBe(lineKey('65f1a2b3c4d5e6f708192a3c', berry));
    expect(lineKey(id, [...berry, ...berry])).not.toBe(lineKey(id, berry));
  });
});
