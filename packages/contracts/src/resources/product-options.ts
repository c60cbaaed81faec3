import { z } from 'zod';

/*
 * Product options: only Color (label, hex, stock) and Size (label, stock). Request schemas are
 * strict; the entity variants describe what the catalog returns.
 */

export const OPTION_NAMES = ['Color', 'Size'] as const;
export const OptionName = z.enum(OPTION_NAMES);
export type OptionName = z.infer<typeof OptionName>;

const LABEL_MAX = 50;
const VALUES_MAX = 50;
const STOCK_MAX = 1_000_000;

const label = z.string().trim().min(1, 'Option label is required').max(LABEL_MAX);
/** The value's Arabic name ('أحمر' for Red, decision 025); carts and orders still pick values by `label`. */
const labelAr = z.string().trim().max(LABEL_MAX).optional();
const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #rrggbb');
const stock = z.number().int().min(0).max(STOCK_MAX);
/** The product image (one of its `images`' ids) that shows this value, e.g. the shade on a model (decision 032). */
const image = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, 'Option image must be one of the product images')
  .optional();

/**
 * The stock the admin's form was loaded with. Given on an edit, the catalog applies the admin's change
 * (`stock - baseStock`) to the stock as it is now, so units that orders took or gave back meanwhile are not lost.
 * Without it, `stock` replaces what is there.
 */
const baseStock = stock.optional();

export const ColorOptionValueInput = z.strictObject({ label, labelAr, hex, stock, baseStock, image });
export const SizeOptionValueInput = z.strictObject({ label, labelAr, stock, baseStock, image });

export const ProductOptionInput = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('Color'), values: z.array(ColorOptionValueInput).min(1).max(VALUES_MAX) }),
  z.strictObject({ name: z.literal('Size'), values: z.array(SizeOptionValueInput).min(1).max(VALUES_MAX) }),
]);
export type ProductOptionInput = z.infer<typeof ProductOptionInput>;

/** At most one Color and one Size group: pickers are keyed by option name. */
export const ProductOptionsInput = z
  .array(ProductOptionInput)
  .max(OPTION_NAMES.length)
  .refine(
    (options) => new Set(options.map((o) => o.name)).size === options.length,
    'Each option may appear once',
  );
export type ProductOptionsInput = z.infer<typeof ProductOptionsInput>;

export const ColorOptionValue = z.object({
  label: z.string(),
  labelAr: z.string().optional(),
  hex: z.string(),
  stock: z.number().int().min(0),
  image: z.string().optional(),
});
export type ColorOptionValue = z.infer<typeof ColorOptionValue>;
export const SizeOptionValue = z.object({
  label: z.string(),
  labelAr: z.string().optional(),
  stock: z.number().int().min(0),
  image: z.string().optional(),
});
export type SizeOptionValue = z.infer<typeof SizeOptionValue>;

export const ProductOption = z.discriminatedUnion('name', [
  z.object({ name: z.literal('Color'), values: z.array(ColorOptionValue) }),
  z.object({ name: z.literal('Size'), values: z.array(SizeOptionValue) }),
]);
export type ProductOption = z.infer<typeof ProductOption>;
