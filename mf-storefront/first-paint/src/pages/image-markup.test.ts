import { CARD_SIZES, pictureMarkup } from './image-markup';

describe('pictureMarkup (decision 032)', () => {
  it('when the image is stored by the catalog, then it is a picture of AVIF and WebP renditions with the slot size', () => {
    const id = 'a'.repeat(24);
    const html = pictureMarkup(
      `/api/images/${id}`,
      'Rose & Nude',
      CARD_SIZES,
      'width="400" height="400" loading="lazy"',
    );
    expect(html).toContain(
      `<source type="image/avif" srcset="/api/images/${id}/160.avif 160w, /api/images/${id}/320.avif 320w,`,
    );
    expect(html).toContain(`srcset="/api/images/${id}/160.webp 160w,`);
    expect(html).toContain(`sizes="${CARD_SIZES}"`);
    expect(html).toContain('alt="Rose &amp; Nude" width="400" height="400" loading="lazy" />');
  });

  it('when the image is an external URL, then it is a plain img with no srcset', () => {
    const html = pictureMarkup('https://cdn.example.com/a.jpg', 'A', CARD_SIZES, 'width="400" height="400"');
    expect(html).toBe('<img src="https://cdn.example.com/a.jpg" alt="A" width="400" height="400" />');
  });
});
