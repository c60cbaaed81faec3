import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { ImageStore, RENDITIONS_BUCKET } from '../src/domain/images/image-store';
import { productFormFields, type FilePart } from './support/builders';
import { useCatalog } from './support/use-catalog';

const bed = useCatalog();

/** A 1200 × 800 photo-like JPEG (a gradient), larger than every rendition width. */
async function buildJpeg(width = 1200, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const x = i % width;
    const y = Math.floor(i / width);
    pixels.set([(x * 255) / width, (y * 255) / height, 140], i * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const postWithImage = (files: FilePart) =>
  bed.sendForm({ fields: productFormFields({ product_category_id: bed.categoryId }), files });

async function createProduct(file: FilePart) {
  const res = await postWithImage(file);
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; image: string };
}

const renditionFiles = async (imageId: string) =>
  bed.app.db
    .collection(`${RENDITIONS_BUCKET}.files`)
    .find({ filename: { $regex: `^${imageId}/` } })
    .toArray();

describe('image renditions', () => {
  it('when a JPEG is uploaded, then each width appears in AVIF and WebP at that width, cached for a year', async () => {
    const jpeg = await buildJpeg();
    const { image } = await createProduct({ filename: 'serum.jpg', contentType: 'image/jpeg', bytes: jpeg });
    await bed.catalog.renditions.idle();

    for (const width of RENDITION_WIDTHS) {
      for (const format of RENDITION_FORMATS) {
        const res = await bed.app.inject(`${image}/${width}.${format}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 800) / 1200)]);
        expect(res.rawPayload.length).toBeLessThan(jpeg.length);
      }
    }
    const again = await bed.app.inject({
      url: `${image}/320.avif`,
      headers: { 'if-none-match': (await bed.app.inject(`${image}/320.avif`)).headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('when the original is narrower than a width, then that width is the original size, not enlarged', async () => {
    const small = await buildJpeg(400, 400);
    const { image } = await createProduct({
      filename: 'swatch.jpg',
      contentType: 'image/jpeg',
      bytes: small,
    });
    await bed.catalog.renditions.idle();
    const big = await bed.app.inject(`${image}/1080.webp`);
    expect((await sharp(big.rawPayload).metadata()).width).toBe(400);
    const thumb = await bed.app.inject(`${image}/160.webp`);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
  });

  it('when an upload was stored but never rendered (the process stopped), then the original is served until the start sweep renders it', async () => {
    // a store without a worker: what a process that stopped right after the upload leaves behind
    const orphanStore = new ImageStore(bed.app.db);
    const png = await sharp(await buildJpeg(700, 700))
      .png()
      .toBuffer();
    const id = await orphanStore.save(png, 'image/png');
    const url = `/api/images/${id.toHexString()}/640.webp`;

    const before = await bed.app.inject(url);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/png');
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    expect(before.rawPayload.equals(png)).toBe(true);

    await bed.catalog.renditions.sweep();
    await bed.catalog.renditions.idle();
    const after = await bed.app.inject(url);
    expect(after.headers['content-type']).toBe('image/webp');
    expect((await sharp(after.rawPayload).metadata()).width).toBe(640);
    expect(await bed.catalog.images.pendingRenditions()).toEqual([]);
  });

  it('when the product is deleted, then its original and every rendition are removed', async () => {
    const { _id, image } = await createProduct({
      filename: 'gone.jpg',
      contentType: 'image/jpeg',
      bytes: await buildJpeg(500, 500),
    });
    await bed.catalog.renditions.idle();
    const imageId = image.split('/').pop()!;
    expect(await renditionFiles(imageId)).toHaveLength(RENDITION_WIDTHS.length * RENDITION_FORMATS.length);

    const res = await bed.app.inject({ method: 'DELETE', url: `/api/products/${_id}`, headers: bed.admin });
    expect(res.statusCode).toBe(200);
    expect(await renditionFiles(imageId)).toEqual([]);
    expect((await bed.app.inject(`${image}/320.webp`)).statusCode).toBe(404);
  });

  it('when a size or format is not one the shop makes, then it is a 400 in the error shape; an unknown image is a 404', async () => {
    const id = new ObjectId().toHexString();
    const odd = await bed.app.inject(`/api/images/${id}/333.webp`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toMatch(/Image size must be one of 160, 320, 640, 1080/);
    expect((await bed.app.inject(`/api/images/${id}/320.png`)).statusCode).toBe(400);
    expect((await bed.app.inject(`/api/images/${id}/320.webp`)).statusCode).toBe(404);
  });

  it('when bytes look like a JPEG but do not decode, then the upload is refused with 415 and nothing is stored', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    const res = await postWithImage({ filename: 'broken.jpg', contentType: 'image/jpeg', bytes: broken });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'Image file must be a PNG, JPEG, WebP or GIF image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
