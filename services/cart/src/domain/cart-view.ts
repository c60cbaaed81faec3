import type { Cart } from '@shop/contracts';
import type { CartLine, ProductSnapshot } from '../collections';

/** The cart as the storefront reads it: each line's product snapshot, quantity and options. */
export function toCart(lines: CartLine[]): Cart {
  return {
    items: lines.map(({ product, quantity, selectedOptions }) => ({ product, quantity, selectedOptions })),
  };
}

/** What a cart line keeps of a product. */
export function lineProduct(
  snapshot: Pick<ProductSnapshot, '_id' | 'title' | 'titleAr' | 'price' | 'image'>,
): CartLine['product'] {
  return {
    _id: snapshot._id,
    title: snapshot.title,
    ...(snapshot.titleAr ? { titleAr: snapshot.titleAr } : {}),
    price: snapshot.price,
    image: snapshot.image,
  };
}
