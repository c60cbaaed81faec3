import sharp from 'sharp';
import { baseUrl } from './browser';

/**
 * A picture with detail (a gradient from `colour` under overlapping circles), `size` px square. Chrome does not
 * count a picture of one flat colour as a contentful paint (too few bytes per pixel), so a test photo has detail;
 * its 640 px AVIF is still small (about 9 KB) enough for the render server to inline.
 */
function picture(size: number, colour: string): Promise<Buffer> {
  const circles = Array.from({ length: 24 }, (_, i) => {
    const [x, y, r] = [(i * 137) % size, (i * 271) % size, 40 + ((i * 53) % 120)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(i * 47) % 360},60%,${40 + (i % 4) * 10}%)" fill-opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f3c6a5"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Uploads a photo (`size` px square) to the product through the admin API, as the admin's image picker does, and
 * answers the new image's id. Large enough to be shown at every rendition width.
 */
export async function uploadPhoto(
  productId: string,
  cookie: string,
  {
    size = 600,
    colour = '#7b2d52',
    alt = 'The product',
  }: { size?: number; colour?: string; alt?: string } = {},
): Promise<string> {
  const png = await picture(size, colour);
  const form = new FormData();
  form.append('alt', alt);
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${baseUrl()}/api/products/${productId}/images`, {
    method: 'POST',
    headers: { origin: baseUrl(), cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`photo upload answered ${res.status}: ${await res.text()}`);
  const images = ((await res.json()) as { data: { images: Array<{ id: string }> } }).data.images;
  return images[images.length - 1]!.id;
}
