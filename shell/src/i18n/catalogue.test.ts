import { catalogueProblems } from '@shop/app-context/src/i18n/catalogue-parity';
import ar from './ar.json';
import en from './en.json';
import pagesAr from './pages.ar.json';
import pagesEn from './pages.en.json';

describe('the message catalogues', () => {
  it('when a key, a placeholder or a plural form is in one language only, then this test names it', () => {
    expect(catalogueProblems({ en, ar })).toEqual([]);
    expect(catalogueProblems({ en: pagesEn, ar: pagesAr })).toEqual([]);
  });

  it("when a page's key is also a common one, then this test names it (one text per key)", () => {
    expect(Object.keys(pagesEn).filter((key) => key in en)).toEqual([]);
  });
});
