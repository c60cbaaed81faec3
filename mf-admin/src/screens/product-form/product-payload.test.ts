import {
  FORM_CATEGORY as category,
  filledProductForm as filled,
} from '../../test-support/filled-product-form';
import { newColorRow } from './product-form-rules';
import { toJsonUpdate, toMultipart, toPayload } from './product-payload';

describe('product payloads', () => {
  it('when turned into a payload, then numbers are numbers, blanks take the defaults and bundle count needs bundle mode', () => {
    const payload = toPayload({ ...filled(), oldPrice: '', rating: '', reviews: '', bundleCount: '4' });
    expect(payload).toEqual({
      title: 'Rose Serum',
      description: 'Hydrating',
      titleAr: '',
      descriptionAr: '',
      price: 450.5,
      oldPrice: 0,
      rating: 0,
      reviews: 0,
      availability: true,
      product_category_id: category,
      isBundle: false,
      bundleCount: 1,
      options: [],
    });
    expect(toPayload({ ...filled(), isBundle: true, bundleCount: '4' }).bundleCount).toBe(4);
    expect(toPayload({ ...filled(), isBundle: true, bundleCount: '' }).bundleCount).toBe(1);
  });

  it('when sent as multipart, then every field is text, options are JSON and the file travels as image', () => {
    const payload = toPayload({
      ...filled(),
      colorsEnabled: true,
      colors: [newColorRow({ label: 'Ruby', hex: '#9b111e', stock: '2' })],
    });
    const file = new File([new Uint8Array([0x89, 0x50])], 'serum.png', { type: 'image/png' });
    const data = toMultipart(payload, file);
    expect(data.get('price')).toBe('450.5');
    expect(data.get('availability')).toBe('true');
    expect(data.get('isBundle')).toBe('false');
    expect(JSON.parse(String(data.get('options')))).toEqual([
      { name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 2 }] },
    ]);
    expect((data.get('image') as File).name).toBe('serum.png');
    expect(toMultipart(payload).has('image')).toBe(false);
  });

  it('when updated as JSON, then the stored image goes back and isBundle is 1 or 0', () => {
    const payload = toPayload({ ...filled(), isBundle: true });
    expect(toJsonUpdate(payload, '/api/images/abc')).toMatchObject({ image: '/api/images/abc', isBundle: 1 });
    expect(toJsonUpdate(toPayload(filled()), '').isBundle).toBe(0);
  });
});
