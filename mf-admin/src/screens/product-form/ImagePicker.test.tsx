import { renderToStaticMarkup } from 'react-dom/server';
import { ImagePicker } from './ImagePicker';

/* Decision 032: the product form's 160 px preview of the stored image downloads a rendition, not the original. */

describe('the product image preview', () => {
  it('when the product has a stored image, then the preview offers its renditions for a 160 px box', () => {
    const stored = '/api/images/65f1a2b3c4d5e6f708192a3b';
    const html = renderToStaticMarkup(<ImagePicker current={stored} onPick={() => true} />);
    expect(html).toContain(`srcSet="${stored}/160.webp 160w, ${stored}/320.webp 320w`);
    expect(html).toContain('sizes="160px"');
    expect(html).toMatch(/<img[^>]*width="160" height="160" alt="The current image"/);
  });
});
