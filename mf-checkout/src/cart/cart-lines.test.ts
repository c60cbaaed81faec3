import { ITEM_DATA_MISSING, UNKNOWN_PRODUCT, distinctItemCount, optionLabel, toCartLines } from './cart-lines';
import { buildCartItem } from '../test-support/builders';

describe('cart lines', () => {
  it('when the server sends whole items, then each becomes a row with its price, quantity and options', () => {
    const item = buildCartItem({ price: 189.99, quantity: 3 });
    const [line] = toCartLines([item]);
    expect(line).toEqual({
      key: `${item.product._id}|Color=Ruby Red`,
      productId: item.product._id,
      name: item.product.title,
      image: item.product.image,
      unitPrice: 189.99,
      quantity: 3,
      selectedOptions: [{ name: 'Color', value: 'Ruby Red' }],
      problem: null,
    });
  });

  it('when one product sits on two lines with other options, then the rows have different keys', () => {
    const first = buildCartItem();
    const second = { ...first, selectedOptions: [{ name: 'Color', value: 'Rose Nude' }] };
    const keys = toCartLines([first, second]).map((line) => line.key);
    expect(new Set(keys).size).toBe(2);
    expect(distinctItemCount(toCartLines([first, second]))).toBe(2);
  });

  it('when an item has no product object, then it is an Unknown product at price 0 that cannot be addressed', () => {
    const [line] = toCartLines([{ quantity: 2, selectedOptions: [] }]);
    expect(line).toMatchObject({ name: UNKNOWN_PRODUCT, unitPrice: 0, productId: null, quantity: 2, problem: 'no-product' });
  });

  it('when a product has no price, then the row is flagged as incomplete and counts 0', () => {
    const item = buildCartItem();
    const [line] = toCartLines([{ ...item, product: { _id: item.product._id, title: item.product.title } }]);
    expect(line).toMatchObject({ unitPrice: 0, problem: 'no-price', productId: item.product._id });
    expect(ITEM_DATA_MISSING).toBe('Item data is missing or incomplete.');
  });

  it('when the answer is not a list or an item is damaged, then nothing throws and the quantity is at least 1', () => {
    expect(toCartLines(undefined)).toEqual([]);
    expect(toCartLines([null])[0]).toMatchObject({ name: UNKNOWN_PRODUCT, quantity: 1 });
    expect(toCartLines([{ ...buildCartItem(), quantity: -4 }])[0]?.quantity).toBe(1);
  });

  it('when options are shown, then each reads name: value', () => {
    expect(optionLabel({ name: 'Size', value: '50 ml' })).toBe('Size: 50 ml');
  });
});
