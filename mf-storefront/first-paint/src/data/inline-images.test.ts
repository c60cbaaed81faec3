import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInlineImages, INLINE_MAX_BYTES } from './inline-images';

const id = (digit: string) => `/api/images/${digit.repeat(24)}`;
const AVIF = Buffer.from('AAAAHGZ0eXBhdmlm', 'base64');

describe('createInlineImages', () => {
  // answers as the catalog's GET /api/images/{id}/{width}.{format} does (decision 032)
  const asked: string[] = [];
  const catalog = http.createServer((request, response) => {
    asked.push(request.url!);
    if (request.url === `${id('a')}/640.avif`) return void response.writeHead(200, { 'content-type': 'image/avif' }).end(AVIF);
    if (request.url === `${id('a')}/320.avif`) return void response.writeHead(200, { 'content-type': 'image/avif' }).end(AVIF.subarray(0, 6));
    // the rendition not made yet: the original, kept a minute
    // a catalog slower than the page may wait
    if (request.url === `${id('e')}/640.avif`) {
      return void setTimeout(() => response.writeHead(200, { 'content-type': 'image/avif' }).end(AVIF), 400);
    }
    if (request.url === `${id('b')}/640.avif`) return void response.writeHead(200, { 'content-type': 'image/png' }).end('png');
    if (request.url === `${id('c')}/640.avif`) {
      return void response.writeHead(200, { 'content-type': 'image/avif' }).end(Buffer.alloc(INLINE_MAX_BYTES + 1));
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  let catalogUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', resolve));
    catalogUrl = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => catalog.close(resolve)));
  beforeEach(() => {
    asked.length = 0;
  });

  it("when a stored image's phone rendition is small, then it is a data: URI of its AVIF, read once", async () => {
    let clock = 0;
    const images = createInlineImages({ catalogUrl, timeoutMs: 1000, now: () => clock });
    expect(await images.dataUri(id('a'))).toBe(`data:image/avif;base64,${AVIF.toString('base64')}`);
    expect(await images.dataUri(id('a'))).toBe(`data:image/avif;base64,${AVIF.toString('base64')}`);
    // kept for good: a rendition never changes
    clock = 7 * 24 * 3_600_000;
    expect(await images.dataUri(id('a'))).toBeDefined();
    expect(asked).toEqual([`${id('a')}/640.avif`]);
  });

  it("when a card's width is asked for, then that rendition, kept apart from the product page's", async () => {
    const images = createInlineImages({ catalogUrl, timeoutMs: 1000 });
    expect(await images.dataUri(id('a'), 320)).toBe(`data:image/avif;base64,${AVIF.subarray(0, 6).toString('base64')}`);
    expect(await images.dataUri(id('a'))).toBe(`data:image/avif;base64,${AVIF.toString('base64')}`);
    expect(asked).toEqual([`${id('a')}/320.avif`, `${id('a')}/640.avif`]);
  });

  it('when the rendition is not made yet, too large or missing, or the image is not stored by the catalog, then none', async () => {
    const images = createInlineImages({ catalogUrl, timeoutMs: 1000 });
    expect(await images.dataUri(id('b'))).toBeUndefined();
    expect(await images.dataUri(id('c'))).toBeUndefined();
    expect(await images.dataUri(id('d'))).toBeUndefined();
    expect(await images.dataUri('https://cdn.example.com/serum.jpg')).toBeUndefined();
    expect(asked).toHaveLength(3);
  });

  it('when a miss is retryMs old, then the rendition is asked again (it may have been made since)', async () => {
    let clock = 0;
    const images = createInlineImages({ catalogUrl, timeoutMs: 1000, retryMs: 5000, now: () => clock });
    await images.dataUri(id('b'));
    clock = 4_999;
    await images.dataUri(id('b'));
    expect(asked).toHaveLength(1);
    clock = 5_000;
    // the page is answered at once from the kept miss; the new read runs behind it
    expect(await images.dataUri(id('b'))).toBeUndefined();
    for (let wait = 0; wait < 100 && asked.length < 2; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([`${id('b')}/640.avif`, `${id('b')}/640.avif`]);
  });

  it('when the rendition takes longer than the page may wait, then the page goes without it and the next one has it', async () => {
    const images = createInlineImages({ catalogUrl, timeoutMs: 1000, waitMs: 100 });
    const started = performance.now();
    expect(await images.dataUri(id('e'))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(350);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await images.dataUri(id('e'))).toBe(`data:image/avif;base64,${AVIF.toString('base64')}`);
    expect(asked).toEqual([`${id('e')}/640.avif`]);
  });

  it('when the catalog does not answer, then none, without failing the page', async () => {
    const images = createInlineImages({ catalogUrl: 'http://127.0.0.1:9', timeoutMs: 200 });
    expect(await images.dataUri(id('a'))).toBeUndefined();
  });
});
