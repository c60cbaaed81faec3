import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { buildLine } from '../test-support/builders';
import { CartLineItem } from './CartLineItem';

/* Decision 032: a cart line's picture comes from the renditions in its box's width, never the original. */

const stored = '/api/images/65f1a2b3c4d5e6f708192a3b';

function render(image: string | undefined, variant: 'compact' | 'full' = 'compact'): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <CartLineItem
        line={buildLine({ image })}
        lineTotal={549}
        variant={variant}
        onQuantity={() => {}}
        onRemove={() => {}}
      />
    </MemoryRouter>,
  );
}

describe('the cart line picture', () => {
  it('when the image is one the catalog stores, then the drawer draws its renditions for a 72 px box', () => {
    const html = render(stored);
    expect(html).toContain(
      `<source type="image/avif" srcSet="${stored}/160.avif 160w, ${stored}/320.avif 320w`,
    );
    expect(html).toContain(
      `srcSet="${stored}/160.webp 160w, ${stored}/320.webp 320w, ${stored}/640.webp 640w, ${stored}/1080.webp 1080w"`,
    );
    expect(html).toContain('sizes="72px"');
    expect(html).toMatch(/<img[^>]*width="72" height="72"/);
    expect(html).toContain('loading="lazy"');
  });

  it('when the full cart draws it, then the sizes follow its 96 px box on wide screens', () => {
    const html = render(stored, 'full');
    expect(html).toContain('sizes="(min-width: 760px) 96px, 72px"');
    expect(html).toMatch(/<img[^>]*width="96" height="96"/);
  });

  it('when the image is an external URL, then it is drawn as it is, with no rendition set', () => {
    const html = render('https://cdn.example/lipstick.png');
    expect(html).toContain('src="https://cdn.example/lipstick.png"');
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('<picture');
  });
});
