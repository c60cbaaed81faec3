/* Storefront spec §8, add to cart. */
export const ADD_TO_CART_FAILED = 'Failed to add item to cart. Please try again later.';

export function addedToCartMessage(product: { title: string; isBundle: boolean }, quantity: number): string {
  return product.isBundle ? `Added bundle of ${product.title} to cart!` : `Added ${quantity} ${product.title} to cart!`;
}
