import { renderToStaticMarkup } from 'react-dom/server';
import { galleryMain as main, galleryNude as nude, shadeGalleryProduct } from '@shop/contracts/fixtures';
import { buildProduct } from '../../test-support/build-product';
import { withGalleryRows } from './gallery-rules';
import { OptionFields } from './OptionFields';
import { addGalleryImage, deleteGalleryImage, reorderGallery } from './product-form-api';
import { cleanOptions, formFromProduct } from './product-form-rules';

/* Issue 33 item 5, decision 032: the product's gallery and an image per option value. */

const product = buildProduct(shadeGalleryProduct);

describe('the product gallery on the admin form', () => {
  it("when a product with a shade's image is edited and saved, then the shade keeps its image", () => {
    const form = formFromProduct(product);
    expect(form.images).toEqual([main, nude]);
    expect(cleanOptions(form)[0]!.values).toEqual([
      { label: 'Rose', hex: '#cc3366', stock: 3, baseStock: 3 },
      { label: 'Nude', hex: '#d9a38f', stock: 2, baseStock: 2, image: nude.id },
    ]);
  });

  it('when the product has images, then each colour row offers the main image and every gallery image', () => {
    const html = renderToStaticMarkup(<OptionFields form={formFromProduct(product)} change={() => undefined} />);
    expect(html).toContain('The main image');
    expect(html).toContain('Image 2: Nude on the lips');
    expect(html).toMatch(new RegExp(`<option value="${nude.id}" selected="">`));
  });

  it('when an image leaves the gallery, then the rows that showed it fall back to the main image', () => {
    const rows = withGalleryRows(formFromProduct(product), [main]);
    expect(rows.colors.map((row) => row.image)).toEqual(['', '']);
    const kept = withGalleryRows(formFromProduct(product), [nude, main]);
    expect(kept.colors[1]!.image).toBe(nude.id);
  });

  describe('its calls', () => {
    const realFetch = globalThis.fetch;
    const calls: Array<{ url: string; init: RequestInit }> = [];
    beforeEach(() => {
      calls.length = 0;
      globalThis.fetch = (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(JSON.stringify({ data: product }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }) as unknown as typeof fetch;
    });
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    it('when an image is added, reordered and deleted, then each goes to its route and answers the product', async () => {
      const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
      expect(await addGalleryImage(product._id, file, ' Nude ')).toMatchObject({ _id: product._id });
      await reorderGallery(product._id, [{ id: nude.id }, { id: main.id }]);
      await deleteGalleryImage(product._id, nude.id);
      expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
        `POST /api/products/${product._id}/images`,
        `PUT /api/products/${product._id}/images`,
        `DELETE /api/products/${product._id}/images/${nude.id}`,
      ]);
      const form = calls[0]!.init.body as FormData;
      expect(form.get('alt')).toBe('Nude');
      expect(form.get('image')).toBeInstanceOf(Blob);
      expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ images: [{ id: nude.id }, { id: main.id }] });
    });
  });
});
