import { z } from 'zod';
import { money, objectId, sessionId } from '../common';
import { OptionName } from './product-options';

export const CART_QUANTITY_MAX = 99;
/** One Color and one Size per bundle item, at most 10 items in a bundle. */
export const SELECTED_OPTIONS_MAX = 20;

export const cartQuantity = z
  .number()
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(CART_QUANTITY_MAX, `Quantity must be at most ${CART_QUANTITY_MAX}`);

/** A choice sent by the shopper: the option name and the chosen value's label. */
export const SelectedOptionInput = z.strictObject({
  name: OptionName,
  value: z.string().trim().min(1).max(50),
});
export type SelectedOptionInput = z.infer<typeof SelectedOptionInput>;

export const SelectedOptionsInput = z.array(SelectedOptionInput).max(SELECTED_OPTIONS_MAX);

/**
 * The same choices as JSON text, for a query string (DELETE has no body), e.g.
 * `selectedOptions=[{"name":"Color","value":"Berry"}]` URL-encoded.
 */
export const selectedOptionsQueryParam = z
  .string()
  .max(4000)
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'selectedOptions must be a JSON list of {name, value}' });
      return z.NEVER;
    }
  })
  .pipe(SelectedOptionsInput);

export const SelectedOption = z.object({ name: z.string(), value: z.string() });
export type SelectedOption = z.infer<typeof SelectedOption>;

/** The cart keeps its own snapshot of the product, refreshed by product.updated. */
export const CartProductSnapshot = z.object({
  _id: objectId,
  title: z.string(),
  /** The Arabic title, when the catalog has one (decision 025): Arabic pages show it. */
  titleAr: z.string().optional(),
  price: money,
  image: z.string(),
});
export type CartProductSnapshot = z.infer<typeof CartProductSnapshot>;

export const CartItem = z.object({
  product: CartProductSnapshot,
  quantity: z.number().int().min(1),
  selectedOptions: z.array(SelectedOption),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ items: z.array(CartItem) });
export type Cart = z.infer<typeof Cart>;

/** No sessionId: the server creates one and returns it. */
export const AddToCartBody = z.strictObject({
  sessionId: sessionId.optional(),
  productId: objectId,
  selectedOptions: SelectedOptionsInput.default([]),
  quantity: cartQuantity,
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;
export type AddToCartInput = z.input<typeof AddToCartBody>;

/**
 * Sets the quantity of the product's line. A product may sit in the cart on several lines (one per
 * choice of options): `selectedOptions` picks one of them; without it every line of the product is set.
 */
export const UpdateCartBody = z.strictObject({
  sessionId,
  productId: objectId,
  quantity: cartQuantity,
  selectedOptions: SelectedOptionsInput.optional(),
});
export type UpdateCartBody = z.infer<typeof UpdateCartBody>;

export const CartQuery = z.strictObject({ sessionId: sessionId.optional() });
export type CartQuery = z.infer<typeof CartQuery>;

/** Without `selectedOptions` every line of the product goes; with it, only that line. */
export const RemoveFromCartQuery = z.strictObject({
  sessionId,
  selectedOptions: selectedOptionsQueryParam.optional(),
});
export type RemoveFromCartQuery = z.infer<typeof RemoveFromCartQuery>;

export const RemoveFromCartParams = z.strictObject({ productId: objectId });
export type RemoveFromCartParams = z.infer<typeof RemoveFromCartParams>;

/** Every cart call answers with the cart and its session id (add included, so the client can store it). */
export const CartResponse = z.object({ cart: Cart, sessionId });
export type CartResponse = z.infer<typeof CartResponse>;
