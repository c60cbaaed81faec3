import { STOREFRONT_ROUTES } from '@shop/contracts/storefront-routes';
import { shellMessages } from '../i18n/messages';
import { titleFor } from './useDocumentTitle';

beforeAll(() => Promise.all([shellMessages.ready('en'), shellMessages.ready('ar')]));
const en = () => shellMessages.translator('en');

describe('titleFor', () => {
  it('when a page of the route list is shown, then "{page} — {shop}"; the home page is the shop', () => {
    expect(titleFor('/our-collection', 'Glow & Co. Cairo', en())).toBe('Our Collection — Glow & Co. Cairo');
    expect(titleFor('/', 'Glow & Co. Cairo', en())).toBe('Glow & Co. Cairo');
  });

  it('when the path is no page, then the Not Found title', () => {
    expect(titleFor('/nope', 'Glow & Co. Cairo', en())).toBe('Page not found — Glow & Co. Cairo');
  });

  it('when the page is a product or the shop name is not known yet, then the title is left as it is', () => {
    expect(titleFor('/products/abc', 'Glow & Co. Cairo', en())).toBeUndefined();
    expect(titleFor('/about-us', undefined, en())).toBeUndefined();
  });

  it('when the page is Arabic, then its title is Arabic', () => {
    expect(titleFor('/our-collection', 'جلو', shellMessages.translator('ar'))).toBe('منتجاتنا — جلو');
  });

  it('when a route has a title, then the English catalogue says it word for word as the route list does', () => {
    for (const route of STOREFRONT_ROUTES.filter((r) => r.title)) {
      expect(en()(`titles.${route.pattern}`)).toBe(route.title);
    }
  });
});
