import { renderToStaticMarkup } from 'react-dom/server';
import { CategoryDialog } from './CategoryDialog';

describe('CategoryDialog in Arabic (decision 025)', () => {
  it('when the dialog opens, then the Arabic title and description sit beside the English ones, right to left', () => {
    const html = renderToStaticMarkup(
      <CategoryDialog open onClose={() => undefined} onSave={async () => true} />,
    );
    expect(html).toContain('Title (Arabic)');
    expect(html).toContain('Description (Arabic)');
    expect(html.match(/dir="rtl"/g)).toHaveLength(2);
    expect(html.indexOf('>Title<')).toBeLessThan(html.indexOf('Title (Arabic)'));
    expect(html.indexOf('Title (Arabic)')).toBeLessThan(html.indexOf('>Description<'));
  });
});
