import { storefrontMessages } from '../i18n/messages';
import { addedToCartMessage } from './add-to-cart-messages';

describe('add to cart notices', () => {
  beforeAll(() => Promise.all([storefrontMessages.ready('en', ['pages']), storefrontMessages.ready('ar', ['pages'])]));
  const en = () => storefrontMessages.translator('en');

  it('when a single product is added, then the notice names the quantity and title', () => {
    expect(addedToCartMessage({ title: 'Velvet Lipstick', isBundle: false }, 2, en())).toBe('Added 2 Velvet Lipstick to cart!');
  });

  it('when a bundle is added, then the notice says bundle of', () => {
    expect(addedToCartMessage({ title: 'Glow Trio', isBundle: true }, 1, en())).toBe('Added bundle of Glow Trio to cart!');
  });

  it('when the page is Arabic, then the notice is Arabic with the title shown', () => {
    expect(addedToCartMessage({ title: 'روج فيلفت', isBundle: false }, 2, storefrontMessages.translator('ar'))).toBe(
      'تمت إضافة 2 × روج فيلفت إلى السلة!',
    );
  });
});
