import { renderToStaticMarkup } from 'react-dom/server';
import { buildOrder } from '../../test-support/build-order';
import { OrderSummary } from './OrderSummary';

describe('OrderSummary: the order language (issue 30)', () => {
  it('when the order was placed in Arabic, then the staff see it; otherwise English', () => {
    expect(renderToStaticMarkup(<OrderSummary order={buildOrder({ language: 'ar' })} />)).toContain(
      '<dt>Language</dt><dd>Arabic (العربية)</dd>',
    );
    expect(renderToStaticMarkup(<OrderSummary order={buildOrder({ language: 'en' })} />)).toContain(
      '<dd>English</dd>',
    );
    expect(renderToStaticMarkup(<OrderSummary order={buildOrder()} />)).toContain('<dd>English</dd>');
  });
});
