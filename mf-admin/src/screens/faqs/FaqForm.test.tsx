import { renderToStaticMarkup } from 'react-dom/server';
import { FaqForm } from './FaqForm';

describe('FaqForm in Arabic (decision 025)', () => {
  it('when an FAQ with Arabic texts is edited, then they sit beside the English ones, labelled and right to left', () => {
    const html = renderToStaticMarkup(
      <FaqForm
        initial={{
          question: 'Do you ship?',
          answer: 'Yes.',
          questionAr: 'هل تشحنون؟',
          answerAr: 'نعم.',
          visibility: true,
        }}
        submitLabel="Save"
        onSubmit={async () => true}
      />,
    );
    expect(html).toContain('Question (Arabic)');
    expect(html).toContain('Answer (Arabic)');
    expect(html).toContain('value="هل تشحنون؟"');
    expect(html).toContain('نعم.</textarea>');
    expect(html.match(/dir="rtl"/g)).toHaveLength(2);
    expect(html.indexOf('>Question<')).toBeLessThan(html.indexOf('Question (Arabic)'));
    expect(html.indexOf('Question (Arabic)')).toBeLessThan(html.indexOf('>Answer<'));
  });
});
