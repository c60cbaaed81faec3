import { renderToStaticMarkup } from 'react-dom/server';
import { STORED_IMAGE, expectRenditions } from '../../test-support/rendition-expectations';
import { ImagePicker } from './ImagePicker';

/* Decision 032: the product form's 160 px preview of the stored image downloads a rendition, not the original. */

describe('the product image preview', () => {
  it('when the product has a stored image, then the preview offers its renditions for a 160 px box', () => {
    const html = renderToStaticMarkup(<ImagePicker current={STORED_IMAGE} onPick={() => true} />);
    expectRenditions(html, '160px', 160);
    expect(html).toContain('alt="The current image"');
  });
});
