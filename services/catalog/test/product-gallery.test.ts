import { PRODUCT_IMAGES_MAX, type Product } from '@shop/contracts';
import { RENDITIONS_BUCKET } from '../src/domain/images/image-store';
import { pngBytes, productFormFields, type FilePart } from './support/builders';
import { useCatalog } from './support/use-catalog';

const bed = useCatalog();

const png = (tint: [number, number, number] = [200, 120, 140]): FilePart => ({
  filename: 'shade.png',
  contentType: 'image/png',
  bytes: pngBytes(tint),
});
const shades = [
  { label: 'Rose', hex: '#cc3366', stock: 4 },
  { label: 'Nude', hex: '#d9a38f', stock: 4 },
];

async function createProduct(): Promise<Product> {
  const fields = productFormFields({
    product_category_id: bed.categoryId,
    options: [{ name: 'Color', values: shades }],
  });
  const res = await bed.sendForm({ fields, files: png() });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const addImage = (productId: string, files = png([40, 90, 200]), alt?: string) =>
  bed.sendForm({ url: `/api/products/${productId}/images`, fields: alt ? { alt } : {}, files });

const putJson = (url: string, payload: object) =>
  bed.app.inject({ method: 'PUT', url, headers: bed.admin, payload });
const fileExists = async (id: string) => (await bed.app.inject(`/api/images/${id}`)).statusCode === 200;

describe('product gallery', () => {
  it('when a product is created with an image, then images lists it with its size and image points at it', async () => {
    const product = await createProduct();
    expect(product.images).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{24}$/), width: 16, height: 16 }]);
    expect(product.image).toBe(`/api/images/${product.images![0]!.id}`);
  });

  it('when images are added and reordered, then the first is the main image and alt texts are kept', async () => {
    const product = await createProduct();
    const added = await addImage(product._id, png([40, 90, 200]), 'Nude on the lips');
    expect(added.statusCode).toBe(201);
    const [first, second] = added.json().data.images;
    expect(second).toMatchObject({ width: 16, height: 16, alt: 'Nude on the lips' });

    const reordered = await putJson(`/api/products/${product._id}/images`, {
      images: [{ id: second.id, alt: 'Nude on the lips' }, { id: first.id }],
    });
    expect(reordered.statusCode).toBe(200);
    const data = reordered.json().data as Product;
    expect(data.images!.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(data.image).toBe(`/api/images/${second.id}`);

    const wrongSet = await putJson(`/api/products/${product._id}/images`, { images: [{ id: first.id }] });
    expect(wrongSet.statusCode).toBe(400);
    expect(wrongSet.json().error).toBe("Send each of the product's images once");
  });

  it('when a shade is given one of the images, then it keeps it; an image of no gallery is refused', async () => {
    const product = await createProduct();
    const second = (await addImage(product._id)).json().data.images[1];
    const withShade = await putJson(`/api/products/${product._id}`, {
      options: [{ name: 'Color', values: [{ ...shades[0] }, { ...shades[1], image: second.id }] }],
    });
    expect(withShade.statusCode).toBe(200);
    expect(withShade.json().data.options[0].values[1]).toMatchObject({ label: 'Nude', image: second.id });

    const foreign = await putJson(`/api/products/${product._id}`, {
      options: [{ name: 'Color', values: [{ ...shades[0], image: 'a'.repeat(24) }] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('Option image must be one of the product images');
  });

  it('when an image is deleted, then its file and renditions go and the shade showing it falls back to the main image', async () => {
    const product = await createProduct();
    const second = (await addImage(product._id)).json().data.images[1];
    await putJson(`/api/products/${product._id}`, {
      options: [{ name: 'Color', values: [{ ...shades[0], image: second.id }, shades[1]] }],
    });
    await bed.catalog.renditions.idle();
    const renditions = () =>
      bed.app.db
        .collection(`${RENDITIONS_BUCKET}.files`)
        .countDocuments({ filename: { $regex: `^${second.id}/` } });
    expect(await renditions()).toBe(8);

    const res = await bed.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}/images/${second.id}`,
      headers: bed.admin,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Product;
    expect(data.images!.map((i) => i.id)).toEqual([product.images![0]!.id]);
    expect(data.options[0]!.values[0]).not.toHaveProperty('image');
    expect(await fileExists(second.id)).toBe(false);
    expect(await renditions()).toBe(0);
  });

  it('when the main image is deleted, then the next one becomes the main image', async () => {
    const product = await createProduct();
    const second = (await addImage(product._id)).json().data.images[1];
    const res = await bed.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}/images/${product.images![0]!.id}`,
      headers: bed.admin,
    });
    expect(res.json().data.image).toBe(`/api/images/${second.id}`);
    expect(await fileExists(product.images![0]!.id)).toBe(false);
  });

  it(`when a product already has ${PRODUCT_IMAGES_MAX} images, then another is refused with 400 and not stored`, async () => {
    const product = await createProduct();
    for (let i = 1; i < PRODUCT_IMAGES_MAX; i += 1)
      expect((await addImage(product._id)).statusCode).toBe(201);
    const before = await bed.app.db.collection('images.files').countDocuments();
    const res = await addImage(product._id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`A product has at most ${PRODUCT_IMAGES_MAX} images`);
    expect(await bed.app.db.collection('images.files').countDocuments()).toBe(before);
  });

  it('when the upload is not an image or no file is sent, then it is a 4xx in the error shape', async () => {
    const product = await createProduct();
    const text = await addImage(product._id, {
      filename: 'a.png',
      contentType: 'image/png',
      bytes: Buffer.from('hi'),
    });
    expect(text.statusCode).toBe(415);
    const none = await bed.app.inject({
      method: 'POST',
      url: `/api/products/${product._id}/images`,
      headers: bed.admin,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe("Send the image as multipart form data under 'image'");
  });
});
