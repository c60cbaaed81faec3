import { catalogueProblems } from '@shop/app-context/src/i18n/catalogue-parity';
import ar from './ar.json';
import en from './en.json';

describe('the message catalogues', () => {
  it('when a key, a placeholder or a plural form is in one language only, then this test names it', () => {
    expect(catalogueProblems({ en, ar })).toEqual([]);
  });
});
