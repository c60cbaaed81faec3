import { titleFor } from './useDocumentTitle';

describe('titleFor', () => {
  it('when a page of the route list is shown, then "{page} — {shop}"; the home page is the shop', () => {
    expect(titleFor('/our-collection', 'Glow & Co. Cairo')).toBe('Our Collection — Glow & Co. Cairo');
    expect(titleFor('/', 'Glow & Co. Cairo')).toBe('Glow & Co. Cairo');
  });

  it('when the path is no page, then the Not Found title', () => {
    expect(titleFor('/nope', 'Glow & Co. Cairo')).toBe('Page not found — Glow & Co. Cairo');
  });

  it('when the page is a product or the shop name is not known yet, then the title is left as it is', () => {
    expect(titleFor('/products/abc', 'Glow & Co. Cairo')).toBeUndefined();
    expect(titleFor('/about-us', undefined)).toBeUndefined();
  });
});
