import { addedToCartMessage } from './add-to-cart-messages';

describe('add to cart notices', () => {
  it('when a single product is added, then the notice names the quantity and title', () => {
    expect(addedToCartMessage({ title: 'Velvet Lipstick', isBundle: false }, 2)).toBe('Added 2 Velvet Lipstick to cart!');
  });

  it('when a bundle is added, then the notice says bundle of', () => {
    expect(addedToCartMessage({ title: 'Glow Trio', isBundle: true }, 1)).toBe('Added bundle of Glow Trio to cart!');
  });
});
