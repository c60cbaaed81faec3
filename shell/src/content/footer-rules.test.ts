import { footerBrand, socialLinksToShow, visibleCategories } from './footer-rules';

const category = (title: string) => ({ _id: title.padEnd(24, '0').slice(0, 24), title, description: '' });

describe('footer rules', () => {
  it('when the configuration is missing, then the default store name and two default slogans show', () => {
    expect(footerBrand(undefined)).toEqual({
      name: 'Beauty Corner',
      slogan1: 'Beauty that feels like you',
      slogan2: 'Genuine cosmetics, delivered across Egypt',
    });
    expect(footerBrand({ name: '  ', slogan1: 'Glow', slogan2: '' })).toEqual({
      name: 'Beauty Corner',
      slogan1: 'Glow',
      slogan2: 'Genuine cosmetics, delivered across Egypt',
    });
  });

  it('when categories include Unassigned Items, then it is hidden', () => {
    expect(visibleCategories([category('Skincare'), category('Unassigned Items'), category('Makeup')]).map((c) => c.title)).toEqual([
      'Skincare',
      'Makeup',
    ]);
    expect(visibleCategories(undefined)).toEqual([]);
  });

  it('when some social links are blank, then only the others show', () => {
    expect(
      socialLinksToShow({ facebook: 'https://facebook.com/shop', instagram: ' ', twitter: '', tiktok: 'https://tiktok.com/@shop' }),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/shop' },
      { network: 'tiktok', url: 'https://tiktok.com/@shop' },
    ]);
    expect(socialLinksToShow(undefined)).toEqual([]);
  });
});
