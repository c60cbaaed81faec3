import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { buildProduct } from '../../test-support/build-product';
import { AdminProductCard } from './AdminProductCard';

/* Decision 032: a product card of the back office downloads the rendition its slot needs, not the original. */

const stored = '/api/images/65f1a2b3c4d5e6f708192a3b';

function render(image: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AdminProductCard product={buildProduct({ image })} targets={[]} onTransfer={() => {}} onDelete={() => {}} />
    </MemoryRouter>,
  );
}

describe('the admin product card picture', () => {
  it('when the image is one the catalog stores, then the card offers its renditions for a phone-wide or 400 px slot', () => {
    const html = render(stored);
    expect(html).toContain(`<source type="image/avif" srcSet="${stored}/160.avif 160w, ${stored}/320.avif 320w`);
    expect(html).toContain(`${stored}/640.webp 640w, ${stored}/1080.webp 1080w"`);
    expect(html).toContain('sizes="(max-width: 600px) 100vw, 400px"');
    expect(html).toMatch(/<img[^>]*width="400" height="400"/);
  });

  it('when the image is an admin\'s external URL, then it is drawn as it is', () => {
    const html = render('https://cdn.example/lipstick.png');
    expect(html).toContain('src="https://cdn.example/lipstick.png"');
    expect(html).not.toContain('srcSet');
  });
});
