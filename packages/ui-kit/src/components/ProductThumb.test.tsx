import { renderToStaticMarkup } from 'react-dom/server';
import { ProductThumb } from './ProductThumb';

/* Decision 032: a thumbnail beside a product's name downloads the rendition its box needs, not the original. */

const stored = '/api/images/65f1a2b3c4d5e6f708192a3b';
const set = (format: string) => [160, 320, 640, 1080].map((width) => `${stored}/${width}.${format} ${width}w`).join(', ');

describe('ProductThumb', () => {
  it('when the image is one the catalog stores, then the box offers its renditions for its side in pixels', () => {
    const html = renderToStaticMarkup(<ProductThumb src={stored} px={40} className="thumb" />);
    expect(html).toContain(`<source type="image/avif" srcSet="${set('avif')}" sizes="40px"/>`);
    expect(html).toContain(`srcSet="${set('webp')}" sizes="40px" width="40" height="40" alt=""`);
    expect(html).toMatch(/^<span class="thumb"><picture/);
    expect(html).toContain('loading="lazy"');
  });

  it('when the image is an external URL, then it is drawn as it is, with no rendition set', () => {
    const html = renderToStaticMarkup(<ProductThumb src="https://cdn.example/rose.png" px={80} />);
    expect(html).toContain('src="https://cdn.example/rose.png"');
    expect(html).toContain('width="80" height="80"');
    expect(html).not.toContain('srcSet');
  });

  it('when there is no image, then the box is empty and hidden from screen readers', () => {
    expect(renderToStaticMarkup(<ProductThumb src={undefined} px={40} className="thumb" />)).toBe(
      '<span class="thumb" aria-hidden="true"></span>',
    );
  });
});
