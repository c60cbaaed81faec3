import { matchStorefrontRoute, pageTitle, STOREFRONT_ROUTES } from './storefront-routes';

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

  it('when a page is personal or transactional, then it is not indexable', () => {
    const indexable = STOREFRONT_ROUTES.filter((route) => route.indexable).map((route) => route.pattern);
    expect(indexable).toEqual(['/', '/our-collection', '/products/:id', '/about-us', '/all-faqs', '/reviews']);
  });
});

describe('pageTitle', () => {
  it('when a page has a title, then "{page} — {shop}", else the shop alone', () => {
    expect(pageTitle('Rose Serum', 'Glow & Co. Cairo')).toBe('Rose Serum — Glow & Co. Cairo');
    expect(pageTitle(undefined, 'Glow & Co. Cairo')).toBe('Glow & Co. Cairo');
  });
});
