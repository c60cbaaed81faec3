import { ObjectId } from 'mongodb';
import { IMAGES_BUCKET } from '../src/domain/images/image-store';
import { MAX_IMAGE_BYTES } from '../src/domain/images/image-type';
import { pngBytes, productFormFields, type FilePart } from './support/builders';
import { useCatalog } from './support/use-catalog';

const bed = useCatalog();

const png: FilePart = { filename: 'lipstick.png', contentType: 'image/png', bytes: pngBytes() };

const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, unknown>,
  files?: FilePart | FilePart[],
) => bed.sendForm({ method, url, fields, files });

const createWithImage = (file: FilePart | FilePart[] = png) =>
  send('POST', '/api/products', productFormFields({ product_category_id: bed.categoryId }), file);
const storedFileIds = async () =>
  (await bed.app.db.collection(`${IMAGES_BUCKET}.files`).find().toArray()).map((f) => String(f._id));
const fileIdOf = (image: string) => image.split('/').pop()!;

describe('product images', () => {
  it('when a product is created with a PNG, then its image is served with type, nosniff, a year of cache and an ETag', async () => {
    const res = await createWithImage();
    expect(res.statusCode).toBe(201);
    const { image } = res.json().data;
    expect(image).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
    const served = await bed.app.inject(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${fileIdOf(image)}"`,
    });
    expect(served.rawPayload.equals(png.bytes)).toBe(true);
    const revalidated = await bed.app.inject({
      url: image,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('when the file is a GIF declared as image/png and named .txt, then its bytes decide: image/gif', async () => {
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3b]),
    ]);
    const res = await createWithImage({ filename: 'notes.txt', contentType: 'image/png', bytes: gif });
    expect(res.statusCode).toBe(201);
    expect((await bed.app.inject(res.json().data.image)).headers['content-type']).toBe('image/gif');
  });

  it('when a text file named .png is sent as image/png, then it is refused with 415 and nothing is stored', async () => {
    const before = await storedFileIds();
    const res = await createWithImage({
      filename: 'evil.png',
      contentType: 'image/png',
      bytes: Buffer.from('<script>alert(1)</script>'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'Image file must be a PNG, JPEG, WebP or GIF image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await storedFileIds()).toEqual(before);
  });

  it('when the image is larger than 5 MB, then it is refused with 413', async () => {
    const big = Buffer.concat([png.bytes, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await createWithImage({ ...png, bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Image must be at most 5 MB', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('when the image is sent under another field or twice, then it is refused with 400', async () => {
    expect((await createWithImage({ ...png, field: 'photo' })).statusCode).toBe(400);
    const twice = await createWithImage([png, png]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Send at most one image file');
  });

  it('when the image is replaced by a multipart update, then the new one is served and the old file is removed', async () => {
    const created = (await createWithImage()).json().data;
    const res = await send(
      'PUT',
      `/api/products/${created._id}`,
      { title: 'With a new picture' },
      { ...png, bytes: pngBytes([10, 20, 30]) },
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({ title: 'With a new picture', price: created.price });
    expect(updated.image).not.toBe(created.image);
    const files = await storedFileIds();
    expect(files).toContain(fileIdOf(updated.image));
    expect(files).not.toContain(fileIdOf(created.image));
    expect((await bed.app.inject(created.image)).statusCode).toBe(404);
  });

  it('when a JSON update clears the image, then the old file is removed', async () => {
    const created = (await createWithImage()).json().data;
    const res = await bed.app.inject({
      method: 'PUT',
      url: `/api/products/${created._id}`,
      headers: bed.admin,
      payload: { image: '' },
    });
    expect(res.json().data.image).toBe('');
    expect(await storedFileIds()).not.toContain(fileIdOf(created.image));
  });

  it('when a product with an image is deleted, then its file is removed too', async () => {
    const created = (await createWithImage()).json().data;
    await bed.app.inject({ method: 'DELETE', url: `/api/products/${created._id}`, headers: bed.admin });
    expect(await storedFileIds()).not.toContain(fileIdOf(created.image));
  });

  it('when the update names a product that does not exist, then 404 and the uploaded file is not kept', async () => {
    const before = await storedFileIds();
    const res = await send('PUT', `/api/products/${new ObjectId().toHexString()}`, { title: 'x' }, png);
    expect(res.statusCode).toBe(404);
    expect(await storedFileIds()).toEqual(before);
  });

  it('when an image id is unknown or malformed, then 404 or 400', async () => {
    expect((await bed.app.inject(`/api/images/${new ObjectId().toHexString()}`)).statusCode).toBe(404);
    expect((await bed.app.inject('/api/images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});
