import { buildProduct } from '../../test-support/build-product';
import { filledProductForm as filled } from '../../test-support/filled-product-form';
import {
  SELECT_CATEGORY,
  canRemoveRow,
  cleanOptions,
  emptyForm,
  formFromProduct,
  formProblem,
  isImageFile,
  newColorRow,
  newSizeRow,
} from './product-form-rules';

describe('product form', () => {
  it('when a new product is started, then the spec defaults are filled in', () => {
    expect(emptyForm()).toMatchObject({
      rating: '0',
      reviews: '0',
      oldPrice: '0',
      bundleCount: '1',
      availability: true,
      isBundle: false,
    });
  });

  it('when colours and sizes are cleaned, then only complete rows stay and empty groups are dropped', () => {
    const options = cleanOptions({
      colorsEnabled: true,
      colors: [
        newColorRow({ label: 'Ruby', hex: '#9b111e', stock: '4' }),
        newColorRow({ label: 'No hex' }),
        newColorRow({ hex: '#ffffff' }),
      ],
      sizesEnabled: true,
      sizes: [newSizeRow({ label: ' 30 ml ', stock: '' }), newSizeRow({ stock: '3' })],
    });
    expect(options).toEqual([
      { name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 4 }] },
      { name: 'Size', values: [{ label: '30 ml', stock: 0 }] },
    ]);
    expect(
      cleanOptions({
        colorsEnabled: true,
        colors: [newColorRow({ label: 'Only label' })],
        sizesEnabled: false,
        sizes: [],
      }),
    ).toEqual([]);
  });

  it('when a group is switched off, then its rows are not sent even if filled', () => {
    const sizes = [newSizeRow({ label: 'M', stock: '2' })];
    expect(cleanOptions({ colorsEnabled: false, colors: [], sizesEnabled: false, sizes })).toEqual([]);
  });

  it('when a group has one row, then it cannot be removed', () => {
    expect(canRemoveRow([newSizeRow()])).toBe(false);
    expect(canRemoveRow([newSizeRow(), newSizeRow()])).toBe(true);
  });

  it('when no category is chosen, then saving says Please select a category', () => {
    expect(formProblem({ ...filled(), categoryId: '' })).toBe(SELECT_CATEGORY);
    expect(formProblem(filled())).toBeNull();
    expect(formProblem({ ...filled(), title: '  ' })).toMatch(/required/);
  });

  it('when a product is edited, then the form holds its values and its option groups are switched on', () => {
    const form = formFromProduct(
      buildProduct({
        options: [{ name: 'Size', values: [{ label: '50 ml', stock: 8 }] }],
        product_category_id: null,
      }),
    );
    expect(form).toMatchObject({
      title: 'Velvet Matte Lipstick',
      price: '349.99',
      categoryId: '',
      colorsEnabled: false,
      sizesEnabled: true,
    });
    expect(form.colors).toHaveLength(1);
    expect(form.sizes.map((s) => [s.label, s.stock])).toEqual([['50 ml', '8']]);
  });

  it('when a file is picked, then only image types are accepted', () => {
    expect(isImageFile({ type: 'image/webp' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});
