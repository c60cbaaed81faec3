import type { Product, ProductImage, ProductOptionInput } from '@shop/contracts';

/* The product form of admin spec §5: its state, defaults, option cleaning and the two payload shapes. */

export interface ColorRow {
  key: number;
  label: string;
  /** The value's Arabic name (decision 025); '' for none. */
  labelAr: string;
  hex: string;
  stock: string;
  /** The stock the form was loaded with: the catalog applies the admin's change to the stock as it is then. */
  baseStock?: number;
  /** The gallery image that shows this value (decision 032); '' for the main image. */
  image?: string;
}

export interface SizeRow {
  key: number;
  label: string;
  labelAr: string;
  stock: string;
  baseStock?: number;
  image?: string;
}

export interface ProductFormState {
  title: string;
  description: string;
  /** The Arabic twins (decision 025): '' when the admin has not written them. */
  titleAr: string;
  descriptionAr: string;
  price: string;
  oldPrice: string;
  rating: string;
  reviews: string;
  availability: boolean;
  categoryId: string;
  /** The stored image path, sent back unchanged on a JSON update. */
  image: string;
  /** The product's gallery (decision 032): changed at once by its own calls, never by the form's save. */
  images: ProductImage[];
  isBundle: boolean;
  bundleCount: string;
  colorsEnabled: boolean;
  colors: ColorRow[];
  sizesEnabled: boolean;
  sizes: SizeRow[];
}

let nextKey = 1;
export const newColorRow = (values: Partial<Omit<ColorRow, 'key'>> = {}): ColorRow => ({
  key: nextKey++,
  label: '',
  labelAr: '',
  hex: '',
  stock: '',
  ...values,
});
export const newSizeRow = (values: Partial<Omit<SizeRow, 'key'>> = {}): SizeRow => ({
  key: nextKey++,
  label: '',
  labelAr: '',
  stock: '',
  ...values,
});

/** Defaults: rating 0, reviews 0, oldPrice 0, bundle count 1, available (admin spec §5/§9). */
export function emptyForm(categoryId = ''): ProductFormState {
  return {
    title: '',
    description: '',
    titleAr: '',
    descriptionAr: '',
    price: '',
    oldPrice: '0',
    rating: '0',
    reviews: '0',
    availability: true,
    categoryId,
    image: '',
    images: [],
    isBundle: false,
    bundleCount: '1',
    colorsEnabled: false,
    colors: [newColorRow()],
    sizesEnabled: false,
    sizes: [newSizeRow()],
  };
}

export function formFromProduct(product: Product): ProductFormState {
  const colors = product.options.find((o) => o.name === 'Color');
  const sizes = product.options.find((o) => o.name === 'Size');
  const colorRows =
    colors?.name === 'Color'
      ? colors.values.map((v) =>
          newColorRow({
            label: v.label,
            labelAr: v.labelAr ?? '',
            hex: v.hex,
            stock: String(v.stock),
            baseStock: v.stock,
            image: v.image ?? '',
          }),
        )
      : [];
  const sizeRows = sizes
    ? sizes.values.map((v) =>
        newSizeRow({
          label: v.label,
          labelAr: v.labelAr ?? '',
          stock: String(v.stock),
          baseStock: v.stock,
          image: v.image ?? '',
        }),
      )
    : [];
  return {
    title: product.title,
    description: product.description,
    titleAr: product.titleAr ?? '',
    descriptionAr: product.descriptionAr ?? '',
    price: String(product.price),
    oldPrice: String(product.oldPrice),
    rating: String(product.rating),
    reviews: String(product.reviews),
    // The admin's switch: a product sold out by stock shows unavailable to shoppers but stays for sale.
    availability: product.forSale ?? product.availability,
    categoryId: product.product_category_id ?? '',
    image: product.image,
    images: product.images ?? [],
    isBundle: product.isBundle,
    bundleCount: String(product.bundleCount),
    colorsEnabled: colorRows.length > 0,
    colors: colorRows.length ? colorRows : [newColorRow()],
    sizesEnabled: sizeRows.length > 0,
    sizes: sizeRows.length ? sizeRows : [newSizeRow()],
  };
}

/** A group always keeps one row: its Remove button hides when only one is left. */
export const canRemoveRow = (rows: readonly unknown[]) => rows.length > 1;

/** A number input's text, or the fallback when it was left empty. */
export const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/**
 * Colours are kept only with both label and hex, sizes only with a label; a group left with no values (or
 * switched off) is dropped. An empty stock counts as 0.
 */
export function cleanOptions(
  form: Pick<ProductFormState, 'colorsEnabled' | 'colors' | 'sizesEnabled' | 'sizes'>,
): ProductOptionInput[] {
  const options: ProductOptionInput[] = [];
  const colors = form.colors
    .filter((row) => row.label.trim() && row.hex.trim())
    .map((row) => ({
      label: row.label.trim(),
      ...arabicLabelOf(row),
      hex: row.hex.trim(),
      ...stockOf(row),
      ...imageOf(row),
    }));
  if (form.colorsEnabled && colors.length) options.push({ name: 'Color', values: colors });
  const sizes = form.sizes
    .filter((row) => row.label.trim())
    .map((row) => ({ label: row.label.trim(), ...arabicLabelOf(row), ...stockOf(row), ...imageOf(row) }));
  if (form.sizesEnabled && sizes.length) options.push({ name: 'Size', values: sizes });
  return options;
}

/** The row's Arabic name when it has one; without it the value has none (an emptied one is removed). */
function arabicLabelOf(row: ColorRow | SizeRow): { labelAr?: string } {
  const labelAr = row.labelAr.trim();
  return labelAr ? { labelAr } : {};
}

/** The value's own image, when one is picked. */
function imageOf(row: ColorRow | SizeRow): { image?: string } {
  return row.image ? { image: row.image } : {};
}

/** A row's stock, with the stock it was loaded with when it came from the product (so orders meanwhile count). */
function stockOf(row: ColorRow | SizeRow): { stock: number; baseStock?: number } {
  const stock = numberOr(row.stock, 0);
  return row.baseStock === undefined ? { stock } : { stock, baseStock: row.baseStock };
}

export const SELECT_CATEGORY = 'Please select a category';

/** The check the screen makes before saving; the browser's own checks cover the required inputs. */
export function formProblem(form: ProductFormState): string | null {
  if (!form.title.trim() || !form.description.trim() || form.price.trim() === '')
    return 'Title, description and price are required';
  if (!form.categoryId) return SELECT_CATEGORY;
  return null;
}

/** Admin spec §5: the image file must be an image type. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return /^image\//i.test(file.type);
}
