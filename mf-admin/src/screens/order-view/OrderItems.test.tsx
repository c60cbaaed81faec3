import { renderToStaticMarkup } from 'react-dom/server';
import { buildOrder } from '../../test-support/build-order';
import { OrderItems } from './OrderItems';

/* Decision 032: the order view's 64 px line pictures download a rendition, not the uploaded original. */

const stored = '/api/images/65f1a2b3c4d5e6f708192a3b';

function render(image: string): string {
  const [line] = buildOrder().items;
  return renderToStaticMarkup(<OrderItems items={[{ ...line!, product: { ...line!.product, image } }]} />);
}

describe('the order view lines', () => {
  it('when a line image is one the catalog stores, then its 64 px box offers the renditions', () => {
    const html = render(stored);
    expect(html).toContain(`<source type="image/avif" srcSet="${stored}/160.avif 160w, ${stored}/320.avif 320w`);
    expect(html).toContain(`srcSet="${stored}/160.webp 160w, ${stored}/320.webp 320w`);
    expect(html).toContain('sizes="64px"');
    expect(html).toMatch(/<img[^>]*width="64" height="64"/);
  });

  it('when the line image is an external URL, then it is drawn as it is', () => {
    const html = render('https://cdn.example/lipstick.png');
    expect(html).toContain('src="https://cdn.example/lipstick.png"');
    expect(html).not.toContain('srcSet');
  });
});
