/*
 * Decision 032's two cases of a product picture in the back office, for the components' markup tests: an image the
 * catalog stores offers its renditions for the slot's `sizes`; an admin's external URL is drawn as it is.
 */

export const STORED_IMAGE = '/api/images/65f1a2b3c4d5e6f708192a3b';
export const EXTERNAL_IMAGE = 'https://cdn.example/lipstick.png';

const renditions = (format: 'avif' | 'webp') =>
  [160, 320, 640, 1080].map((width) => `${STORED_IMAGE}/${width}.${format} ${width}w`).join(', ');

export function expectRenditions(html: string, sizes: string, px: number): void {
  expect(html).toContain(`<source type="image/avif" srcSet="${renditions('avif')}" sizes="${sizes}"/>`);
  expect(html).toContain(`srcSet="${renditions('webp')}" sizes="${sizes}" width="${px}" height="${px}"`);
}

export function expectDrawnAsGiven(html: string): void {
  expect(html).toContain(`src="${EXTERNAL_IMAGE}"`);
  expect(html).not.toContain('srcSet');
}
