import type { Cart, SelectedOption } from '@shop/contracts';
import { imageForChoices } from '@shop/contracts/image-renditions';
import type { CartLine, ProductSnapshot } from '../collections';

/** The cart as the storefront reads it: each line's product snapshot, quantity and options. */
export function toCart(lines: CartLine[]): Cart {
  return {
    items: lines.map(({ product, quantity, selectedOptions }) => ({ product, quantity, selectedOptions })),
  };
}

/**
 * What a cart line keeps of a product; its image is the chosen shade's when that value has one (decision 032),
 * so the drawer, checkout and the order show the shade the shopper picked.
 */
export function lineProduct(
  snapshot: Pick<ProductSnapshot, '_id' | 'title' | 'titleAr' | 'price' | 'image' | 'options'>,
  selectedOptions: readonly SelectedOption[] = [],
): CartLine['product'] {
  return {
    _id: snapshot._id,
    title: snapshot.title,
    ...(snapshot.titleAr ? { titleAr: snapshot.titleAr } : {}),
    price: snapshot.price,
    image: imageForChoices(snapshot, selectedOptions),
  };
}
