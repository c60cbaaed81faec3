import { ids } from '../__fixtures__/samples';
import { CreateProductForm, UpdateProductForm } from './product-form';

const multipart = {
  title: 'Glow Serum Duo',
  description: 'Vitamin C serum and hyaluronic serum together.',
  price: '599.50',
  oldPrice: '',
  rating: '4.5',
  reviews: '12',
  availability: 'true',
  product_category_id: ids.category,
  isBundle: '1',
  bundleCount: '2',
  options: JSON.stringify([{ name: 'Size', values: [{ label: '30 ml', stock: 8 }] }]),
};

describe('CreateProductForm', () => {
  it('when every field comes as multipart text, then numbers, booleans and options are converted', () => {
    expect(CreateProductForm.parse(multipart)).toEqual({
      title: 'Glow Serum Duo',
      description: 'Vitamin C serum and hyaluronic serum together.',
      price: 599.5,
      oldPrice: 0,
      rating: 4.5,
      reviews: 12,
      availability: true,
      image: '',
      product_category_id: ids.category,
      isBundle: true,
      bundleCount: 2,
      options: [{ name: 'Size', values: [{ label: '30 ml', stock: 8 }] }],
    });
  });

  it('when availability is "0" and the category is "null", then they become false and null', () => {
    const form = CreateProductForm.parse({ ...multipart, availability: '0', product_category_id: 'null' });
    expect(form.availability).toBe(false);
    expect(form.product_category_id).toBeNull();
  });

  it('when the price is blank or not a number, then it is rejected', () => {
    expect(CreateProductForm.safeParse({ ...multipart, price: '' }).success).toBe(false);
    expect(CreateProductForm.safeParse({ ...multipart, price: 'free' }).success).toBe(false);
    expect(CreateProductForm.safeParse({ ...multipart, price: '599.505' }).success).toBe(false);
  });

  it('when options is not valid JSON, then the issue says so', () => {
    const result = CreateProductForm.safeParse({ ...multipart, options: '[{"name":' });
    expect(result.error?.issues.map((i) => i.message)).toContain('Must be valid JSON');
  });

  it('when options JSON holds an unknown option, then the same rules as the JSON body reject it', () => {
    const options = JSON.stringify([{ name: 'Scent', values: [{ label: 'Oud', stock: 1 }] }]);
    expect(CreateProductForm.safeParse({ ...multipart, options }).success).toBe(false);
  });

  it('when the rating text is "5.1" or the bundle count "1.5", then it is rejected', () => {
    expect(CreateProductForm.safeParse({ ...multipart, rating: '5.1' }).success).toBe(false);
    expect(CreateProductForm.safeParse({ ...multipart, bundleCount: '1.5' }).success).toBe(false);
  });

  it('when an unknown text field such as is_admin is sent, then it is rejected', () => {
    expect(CreateProductForm.safeParse({ ...multipart, is_admin: 'true' }).success).toBe(false);
  });
});

describe('UpdateProductForm', () => {
  it('when only a few fields are sent and others are blank, then only the given ones come out', () => {
    expect(UpdateProductForm.parse({ price: '250', oldPrice: '', isBundle: '0' })).toEqual({
      price: 250,
      isBundle: false,
    });
  });
});
