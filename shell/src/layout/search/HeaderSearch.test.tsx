import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { shellMessages } from '../../i18n/messages';
import { HeaderSearch } from './HeaderSearch';

beforeAll(() => shellMessages.ready('en'));

describe('HeaderSearch', () => {
  it('when the header is drawn, then the field is a labelled, collapsed combobox controlling its listbox', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <HeaderSearch />
      </MemoryRouter>,
    );
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).not.toContain('aria-activedescendant');
    const controls = /aria-controls="([^"]+)"/.exec(input)![1];
    expect(html).toContain(`<ul id="${controls}" role="listbox" aria-label="Suggestions"`);
    const id = /id="([^"]+)"/.exec(input)![1];
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain('Search products');
    expect(html).toContain('role="search"');
    expect(html).toContain('action="/search"');
  });
});
