import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { buildProduct } from '../../test-support/build-product';
import * as picture from '../../test-support/rendition-expectations';
import { AdminProductCard } from './AdminProductCard';

/* Decision 032: a product card of the back office downloads the rendition its slot needs, not the original. */

function render(image: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AdminProductCard product={buildProduct({ image })} targets={[]} onTransfer={() => {}} onDelete={() => {}} />
    </MemoryRouter>,
  );
}

describe('the admin product card picture', () => {
  it('when the image is one the catalog stores, then the card offers its renditions for a phone-wide or 400 px slot', () => {
    picture.expectRenditions(render(picture.STORED_IMAGE), '(max-width: 600px) 100vw, 400px', 400);
  });

  it("when the image is an admin's external URL, then it is drawn as it is", () => {
    picture.expectDrawnAsGiven(render(picture.EXTERNAL_IMAGE));
  });
});
