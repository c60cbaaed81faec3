import type { SelectedOption } from '@shop/contracts';

/** Storefront spec §8: what a row shows when the cart holds less than a whole item. */
export const UNKNOWN_PRODUCT = 'Unknown product';
export const ITEM_DATA_MISSING = 'Item data is missing or incomplete.';

/** One row of the cart as the checkout screens show it. */
export interface CartLine {
  /** Stable across answers: the product and its choices (one product may sit on several lines). */
  key: string;
  /** Null when the item came without a product: such a line cannot be changed or removed by id. */
  productId: string | null;
  name: string;
  /** The product's Arabic title when the cart knows one (decision 025); Arabic pages show it. */
  nameAr?: string;
  image: string | undefined;
  /** EGP per unit; 0 when the server sent none. */
  unitPrice: number;
  quantity: number;
  selectedOptions: SelectedOption[];
  /** 'no-product': shown as 'Unknown product' at 0; 'no-price': shown as 'Item data is missing or incomplete.' */
  problem: 'no-product' | 'no-price' | null;
}

/**
 * The server's cart items as rows. The cart service always sends whole items; this still reads any answer
 * without throwing, so one damaged item cannot take the whole cart (or the checkout) down.
 */
export function toCartLines(items: unknown): CartLine[] {
  if (!Array.isArray(items)) return [];
  return items.map((item, index) => toCartLine(item, index));
}

function toCartLine(item: unknown, index: number): CartLine {
  const record = isRecord(item) ? item : {};
  const product = isRecord(record.product) ? record.product : null;
  const productId = product && typeof product._id === 'string' ? product._id : null;
  const selectedOptions = readOptions(record.selectedOptions);
  const quantity = readQuantity(record.quantity);
  if (!product || !productId) {
    return {
      key: `unknown-${index}`,
      productId: null,
      name: UNKNOWN_PRODUCT,
      image: undefined,
      unitPrice: 0,
      quantity,
      selectedOptions,
      problem: 'no-product',
    };
  }
  const price = product.price;
  const hasPrice = typeof price === 'number' && Number.isFinite(price) && price >= 0;
  return {
    key: lineKey(productId, selectedOptions),
    productId,
    name: typeof product.title === 'string' && product.title ? product.title : UNKNOWN_PRODUCT,
    ...(typeof product.titleAr === 'string' && product.titleAr.trim() ? { nameAr: product.titleAr } : {}),
    image: typeof product.image === 'string' && product.image ? product.image : undefined,
    unitPrice: hasPrice ? price : 0,
    quantity,
    selectedOptions,
    problem: hasPrice ? null : 'no-price',
  };
}

export function lineKey(productId: string, selectedOptions: readonly SelectedOption[]): string {
  return [productId, ...selectedOptions.map((option) => `${option.name}=${option.value}`)].join('|');
}

/** 'Color: Ruby Red' (storefront spec §2 Full cart: chosen options as a name: value label). */
export function optionLabel(option: SelectedOption): string {
  return `${option.name}: ${option.value}`;
}

/** The badge counts distinct items, i.e. lines, not units. */
export function distinctItemCount(lines: readonly CartLine[]): number {
  return lines.length;
}

function readOptions(value: unknown): SelectedOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (option): option is SelectedOption =>
      isRecord(option) && typeof option.name === 'string' && typeof option.value === 'string',
  ).map(({ name, value: label }) => ({ name, value: label }));
}

function readQuantity(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
