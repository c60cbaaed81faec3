import type { Category } from '@shop/contracts';
import { buildProduct } from '../../test-support/build-product';
import {
  colorsShown,
  discountPercent,
  firstOf,
  firstTabId,
  orderTabs,
  productCountLine,
  productsOfTab,
  ratingText,
  sizesShown,
  transferTargets,
} from './product-rules';

const category = (id: string, title: string): Category => ({
  _id: id.repeat(24),
  title,
  description: `${title} things`,
});
const unassigned = category('0', 'Unassigned Items');
const lips = category('1', 'Lips');
const skin = category('2', 'Skin');

describe('products screen rules', () => {
  it('when categories arrive in any order, then Unassigned Items is the last tab and the first real one is selected', () => {
    expect(orderTabs([unassigned, lips, skin]).map((c) => c.title)).toEqual([
      'Lips',
      'Skin',
      'Unassigned Items',
    ]);
    expect(firstTabId([unassigned, lips, skin])).toBe(lips._id);
    expect(firstTabId([unassigned])).toBe(unassigned._id);
    expect(firstTabId([])).toBeUndefined();
  });

  it('when a tab is shown, then it holds its products; Unassigned also takes orphans', () => {
    const products = [
      buildProduct({ _id: 'a'.repeat(24), product_category_id: lips._id }),
      buildProduct({ _id: 'b'.repeat(24), product_category_id: null }),
      buildProduct({ _id: 'c'.repeat(24), product_category_id: unassigned._id }),
      buildProduct({ _id: 'd'.repeat(24), product_category_id: '9'.repeat(24) }),
    ];
    const categories = [lips, skin, unassigned];
    expect(productsOfTab(products, lips, categories).map((p) => p._id[0])).toEqual(['a']);
    expect(productsOfTab(products, skin, categories)).toEqual([]);
    expect(productsOfTab(products, unassigned, categories).map((p) => p._id[0])).toEqual(['b', 'c', 'd']);
  });

  it('when counted, then the line reads N product(s) in this category', () => {
    expect(productCountLine(0)).toBe('0 product(s) in this category');
    expect(productCountLine(7)).toBe('7 product(s) in this category');
  });

  it('when the old price is above 0, then the discount percent is derived from it', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(349.99, 420)).toBe(17);
    expect(discountPercent(100, 0)).toBeNull();
  });

  it('when rated, then the rating shows one decimal; unrated products say No ratings', () => {
    expect(ratingText(4.56)).toBe('4.6');
    expect(ratingText(5)).toBe('5.0');
    expect(ratingText(0)).toBe('No ratings');
  });

  it('when there are more values than fit, then the rest is +N more', () => {
    expect(firstOf([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], more: '+2 more' });
    expect(firstOf([1, 2], 3)).toEqual({ shown: [1, 2], more: '' });
  });

  it('when a card lists options, then at most 3 colours and 4 sizes show', () => {
    const product = buildProduct({
      options: [
        {
          name: 'Color',
          values: ['Red', 'Nude', 'Berry', 'Coral', 'Plum'].map((label) => ({
            label,
            hex: '#aa3355',
            stock: 3,
          })),
        },
        { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'].map((label) => ({ label, stock: 1 })) },
      ],
    });
    expect(colorsShown(product).shown.map((c) => c.label)).toEqual(['Red', 'Nude', 'Berry']);
    expect(colorsShown(product).more).toBe('+2 more');
    expect(sizesShown(product).shown.map((s) => s.label)).toEqual(['XS', 'S', 'M', 'L']);
    expect(sizesShown(product).more).toBe('+1 more');
    expect(colorsShown(buildProduct({ options: [] }))).toEqual({ shown: [], more: '' });
  });

  it('when transferring, then every other category is offered, Unassigned Items last', () => {
    expect(transferTargets([unassigned, lips, skin], lips).map((c) => c.title)).toEqual([
      'Skin',
      'Unassigned Items',
    ]);
  });
});
