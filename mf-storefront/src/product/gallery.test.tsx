import { renderToStaticMarkup } from 'react-dom/server';
import { galleryMain as main, galleryNude as nude, shadeGalleryProduct } from '@shop/contracts/fixtures';
import { imageForChoices } from '@shop/contracts/image-renditions';
import { buildProduct } from '../test-support/build-product';
import { ProductCard } from '../catalog/ProductCard';
import { MemoryRouter } from 'react-router-dom';
import { ProductGallery } from './ProductGallery';
import { settleScroll, slidesOf } from './gallery-rules';

/* Issue 33 item 5, decision 032: the gallery, the shade's image, and images in the width their slot needs. */

const product = buildProduct(shadeGalleryProduct);

describe('the product gallery', () => {
  it('when a product has uploads, then they are the slides; an external main image comes first', () => {
    expect(slidesOf(product).map((s) => s.src)).toEqual([`/api/images/${main.id}`, `/api/images/${nude.id}`]);
    const external = { image: 'https://cdn.example.com/a.jpg', images: [nude] };
    expect(slidesOf(external).map((s) => s.src)).toEqual([
      'https://cdn.example.com/a.jpg',
      `/api/images/${nude.id}`,
    ]);
    // a product from before galleries: its one image, taken as the specs' 400 × 400
    expect(slidesOf({ image: `/api/images/${main.id}` })).toEqual([
      { src: `/api/images/${main.id}`, width: 400, height: 400 },
    ]);
    expect(slidesOf({ image: '' })).toEqual([]);
  });

  it('when a shade with an image is chosen, then that image is the one shown; a shade without shows the main one', () => {
    expect(imageForChoices(product, [{ name: 'Color', value: 'Nude' }])).toBe(`/api/images/${nude.id}`);
    expect(imageForChoices(product, [{ name: 'Color', value: 'Rose' }])).toBe(product.image);
  });

  it('when drawn, then each slide has AVIF and WebP renditions, its size, and only the first loads at once', () => {
    const html = renderToStaticMarkup(
      <ProductGallery product={product} title="Lip tint" activeSrc={product.image} />,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2);
    expect(html).toContain(`<source type="image/avif" srcSet="/api/images/${main.id}/160.avif 160w, `);
    expect(html).toContain(`/api/images/${nude.id}/1080.webp 1080w`);
    expect(html).toMatch(/width="800" height="1000" alt="Nude on the lips" loading="lazy"/);
    expect(html).toMatch(/width="400" height="400" alt="Lip tint" loading="eager" fetchPriority="high"/);
    expect(html).toContain('aria-label="Image 2 of 2"');
  });

  it('when a card is drawn, then its image comes in the card width with a square box and loads lazily', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(html).toContain('sizes="(max-width: 959px) 50vw, 400px"');
    expect(html).toMatch(/width="400" height="400" alt="[^"]*" loading="lazy"/);
    expect(html).toContain(`/api/images/${main.id}/320.avif 320w`);
  });

  it('when the gallery scrolls itself to a chosen slide, then the slides it passes are not shown; arriving ends that', () => {
    // a swipe: each position is the shopper's
    expect(settleScroll(0, 390, null)).toEqual({ at: 0, heading: null });
    expect(settleScroll(400, 390, null)).toEqual({ at: 1, heading: null });
    // on the way to slide 2 (smoothly, from slide 0): the chosen slide stays shown
    expect(settleScroll(10, 390, 2)).toEqual({ at: undefined, heading: 2 });
    expect(settleScroll(390, 390, 2)).toEqual({ at: undefined, heading: 2 });
    expect(settleScroll(780, 390, 2)).toEqual({ at: 2, heading: null });
    // right to left, the track scrolls into negative positions
    expect(settleScroll(-200, 390, 2)).toEqual({ at: undefined, heading: 2 });
    expect(settleScroll(-779, 390, 2)).toEqual({ at: 2, heading: null });
  });
});
