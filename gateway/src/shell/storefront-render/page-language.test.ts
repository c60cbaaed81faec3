import { arabicTwinFor, htmlInLanguage, languageOfPath } from './page-language';

describe('the page language at the gateway', () => {
  it('when a page is Arabic, then <html> says lang="ar" dir="rtl", whatever index.html had', () => {
    expect(htmlInLanguage('<!doctype html><html lang="en"><head></head>', 'ar')).toBe('<!doctype html><html lang="ar" dir="rtl"><head></head>');
    expect(htmlInLanguage('<!doctype html><html lang=en><head></head>', 'en')).toBe('<!doctype html><html lang="en" dir="ltr"><head></head>');
    expect(languageOfPath('/ar/products/p1')).toBe('ar');
    expect(languageOfPath('/products/p1')).toBe('en');
  });

  it('when a first visit to an unprefixed page prefers Arabic, then its /ar twin, query kept', () => {
    expect(arabicTwinFor('/our-collection', 'category=c1', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).toBe(
      '/ar/our-collection?category=c1',
    );
    expect(arabicTwinFor('/', '', { 'accept-language': 'fr-FR, ar;q=0.5' })).toBe('/ar');
  });

  it('when English is preferred, the shopper has chosen (lang cookie) or the page is already Arabic, then no redirect', () => {
    expect(arabicTwinFor('/', '', { 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' })).toBeUndefined();
    expect(arabicTwinFor('/', '', { 'accept-language': 'ar', cookie: 'sessionId=1; lang=en' })).toBeUndefined();
    expect(arabicTwinFor('/', '', { 'accept-language': 'ar', cookie: 'lang=ar' })).toBeUndefined();
    expect(arabicTwinFor('/ar/about-us', '', { 'accept-language': 'ar' })).toBeUndefined();
    expect(arabicTwinFor('/', '', {})).toBeUndefined();
  });

  it('when the path is no storefront page (the admin, a 404), then no redirect', () => {
    expect(arabicTwinFor('/admin', '', { 'accept-language': 'ar' })).toBeUndefined();
    expect(arabicTwinFor('/no-such-page', '', { 'accept-language': 'ar' })).toBeUndefined();
  });
});
