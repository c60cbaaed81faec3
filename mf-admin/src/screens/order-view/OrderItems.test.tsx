import { renderToStaticMarkup } from 'react-dom/server';
import { buildOrder } from '../../test-support/build-order';
import * as picture from '../../test-support/rendition-expectations';
import { OrderItems } from './OrderItems';

/* Decision 032: the order view's 64 px line pictures download a rendition, not the uploaded original. */

function render(image: string): string {
  const [line] = buildOrder().items;
  return renderToStaticMarkup(<OrderItems items={[{ ...line!, product: { ...line!.product, image } }]} />);
}

describe('the order view lines', () => {
  it('when a line image is one the catalog stores, then its 64 px box offers the renditions', () => {
    picture.expectRenditions(render(picture.STORED_IMAGE), '64px', 64);
  });

  it('when the line image is an external URL, then it is drawn as it is', () => {
    picture.expectDrawnAsGiven(render(picture.EXTERNAL_IMAGE));
  });
});
