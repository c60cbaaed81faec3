import { matchStorefrontRoute, pageTitle, pathInLanguage, splitLanguage, STOREFRONT_ROUTES } from './storefront-routes';

describe('matchStorefrontRoute', () => {
  it('when the path is a product, then the product route with its id', () => {
    const match = matchStorefrontRoute('/products/abc123');
    expect(match?.route.page).toBe('product');
    expect(match?.params).toEqual({ id: 'abc123' });
  });

  it('when the path has a trailing slash, then it is the same page', () => {
    expect(matchStorefrontRoute('/our-collection/')?.route.page).toBe('catalog');
    expect(matchStorefrontRoute('/')?.route.page).toBe('home');
  });

  it('when the path is not in the list, then no route (the Not Found page)', () => {
    expect(matchStorefrontRoute('/nope')).toBeUndefined();
    expect(matchStorefrontRoute('/products')).toBeUndefined();
    expect(matchStorefrontRoute('/products/a/b')).toBeUndefined();
    expect(matchStorefrontRoute('/%E0%A4%A')).toBeUndefined();
  });

  it('when the path is the search results, then the search page, shareable but not indexable', () => {
    expect(matchStorefrontRoute('/search')?.route).toMatchObject({ page: 'search', indexable: false });
  });

  it('when a page is personal or transactional, then it is not indexable', () => {
    const indexable = STOREFRONT_ROUTES.filter((route) => route.indexable).map((route) => route.pattern);
    expect(indexable).toEqual([
      '/',
      '/our-collection',
      '/products/:id',
      '/about-us',
      '/all-faqs',
      '/reviews',
    ]);
  });
});

describe('pageTitle', () => {
  it('when a page has a title, then "{page} — {shop}", else the shop alone', () => {
    expect(pageTitle('Rose Serum', 'Glow & Co. Cairo')).toBe('Rose Serum — Glow & Co. Cairo');
    expect(pageTitle(undefined, 'Glow & Co. Cairo')).toBe('Glow & Co. Cairo');
  });
});

describe('language prefixes', () => {
  it('when a path starts with /ar, then it is Arabic and names the same route without the prefix', () => {
    expect(splitLanguage('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguage('/ar/')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguage('/ar/products/p1')).toEqual({ language: 'ar', path: '/products/p1' });
    expect(splitLanguage('/arabic-oud')).toEqual({ language: 'en', path: '/arabic-oud' });
    expect(splitLanguage('/about-us')).toEqual({ language: 'en', path: '/about-us' });
  });

  it('when a path is asked in a language, then it gets or loses the /ar prefix', () => {
    expect(pathInLanguage('/', 'ar')).toBe('/ar');
    expect(pathInLanguage('/our-collection', 'ar')).toBe('/ar/our-collection');
    expect(pathInLanguage('/ar/our-collection', 'en')).toBe('/our-collection');
    expect(pathInLanguage('/ar', 'en')).toBe('/');
    expect(pathInLanguage('/ar/checkout', 'ar')).toBe('/ar/checkout');
  });
});
