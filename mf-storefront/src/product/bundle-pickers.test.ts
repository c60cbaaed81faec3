import type { ProductOption } from '@shop/contracts';
import { buildProduct } from '../test-support/build-product';
import { defaultSelections, itemCount, pickersFor, selectedOptions, stockNote } from './bundle-pickers';
import { storefrontMessages } from '../i18n/messages';

beforeAll(() => Promise.all([storefrontMessages.ready('en', ['pages']), storefrontMessages.ready('ar', ['pages'])]));

const color: ProductOption = {
  name: 'Color',
  values: [
    { label: 'Ruby', hex: '#9b111e', stock: 4 },
    { label: 'Nude', hex: '#e3bc9a', stock: 0 },
  ],
};
const size: ProductOption = { name: 'Size', values: [{ label: '30 ml', stock: 20 }, { label: '50 ml', stock: 2 }] };

describe('bundle pickers', () => {
  it('when the product is not a bundle, then there is one picker per option, named after it', () => {
    const pickers = pickersFor(buildProduct({ options: [color, size], isBundle: false, bundleCount: 3 }));
    expect(pickers.map((p) => p.label)).toEqual(['Color', 'Size']);
  });

  it('when the product is a bundle of 3, then each item gets its own Color and Size picker', () => {
    const pickers = pickersFor(buildProduct({ options: [color, size], isBundle: true, bundleCount: 3 }));
    expect(pickers.map((p) => p.label)).toEqual([
      'Color (Item 1)',
      'Size (Item 1)',
      'Color (Item 2)',
      'Size (Item 2)',
      'Color (Item 3)',
      'Size (Item 3)',
    ]);
    expect(new Set(pickers.map((p) => p.key)).size).toBe(6);
  });

  it('when pickers are created, then each defaults to the first value of its option', () => {
    const pickers = pickersFor(buildProduct({ options: [color, size], isBundle: true, bundleCount: 2 }));
    expect(defaultSelections(pickers)).toEqual({ '0:Color': 'Ruby', '0:Size': '30 ml', '1:Color': 'Ruby', '1:Size': '30 ml' });
  });

  it('when the first value is sold out, then every picker starts on the first value in stock', () => {
    const soldOutFirst: ProductOption = { name: 'Color', values: [color.values[1]!, color.values[0]!] };
    expect(defaultSelections(pickersFor(buildProduct({ options: [soldOutFirst] })))).toEqual({
      '0:Color': 'Ruby',
    });
  });

  it('when adding to cart, then the choices of every bundle item are sent in item order', () => {
    const pickers = pickersFor(buildProduct({ options: [color, size], isBundle: true, bundleCount: 2 }));
    const selections = { ...defaultSelections(pickers), '1:Color': 'Nude', '1:Size': '50 ml' };
    expect(selectedOptions(pickers, selections)).toEqual([
      { name: 'Color', value: 'Ruby' },
      { name: 'Size', value: '30 ml' },
      { name: 'Color', value: 'Nude' },
      { name: 'Size', value: '50 ml' },
    ]);
  });

  it('when the product has no options or an empty option, then no picker is shown for it', () => {
    expect(pickersFor(buildProduct({ options: [] }))).toEqual([]);
    expect(pickersFor(buildProduct({ options: [{ name: 'Size', values: [] }, color] })).map((p) => p.label)).toEqual(['Color']);
  });

  it('when bundleCount is odd data, then a bundle still has at least one item', () => {
    expect(itemCount({ isBundle: true, bundleCount: 0 })).toBe(1);
    expect(itemCount({ isBundle: true, bundleCount: 2.7 })).toBe(2);
    expect(itemCount({ isBundle: false, bundleCount: 5 })).toBe(1);
  });

  it('when a value has little or no stock, then its note says so', () => {
    const en = storefrontMessages.translator('en');
    expect(stockNote(0, en)).toBe('Out of stock');
    expect(stockNote(3, en)).toBe('Only 3 left');
    expect(stockNote(25, en)).toBe('25 in stock');
    expect(stockNote(3, storefrontMessages.translator('ar'))).toBe('باقي 3 فقط');
  });
});
