import { languageCookie, pageLanguage, routerBasename, twinAddress } from './page-language';

describe('the page language', () => {
  it('when the address starts with /ar, then the page is Arabic and the router lives under /ar', () => {
    expect(pageLanguage('/ar/products/p1')).toBe('ar');
    expect(routerBasename('ar')).toBe('/ar');
    expect(pageLanguage('/products/p1')).toBe('en');
    expect(routerBasename('en')).toBeUndefined();
  });

  it('when the shopper switches language, then the same page, query and anchor in the other language', () => {
    expect(twinAddress({ pathname: '/our-collection', search: '?category=c1', hash: '' }, 'ar')).toBe('/ar/our-collection?category=c1');
    expect(twinAddress({ pathname: '/ar', search: '', hash: '#contact' }, 'en')).toBe('/#contact');
  });

  it('when the choice is remembered, then a lang cookie for the whole site for a year', () => {
    expect(languageCookie('ar')).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
