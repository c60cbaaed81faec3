import type { ProductOption, SelectedOption } from '@shop/contracts';
import type { IndexDeclaration } from '@shop/service-kit';

export const CARTS = 'carts';
export const PRODUCT_SNAPSHOTS = 'product_snapshots';

/** One line of a cart: a product with one choice of options. */
export interface CartLine {
  product: { _id: string; title: string; price: number; image: string };
  quantity: number;
  selectedOptions: SelectedOption[];
  /** Identifies the line: the same product with the same options is the same line (see lineKey). */
  lineKey: string;
}

export interface CartDocument {
  /** The anonymous session id. */
  _id: string;
  items: CartLine[];
  /** Bumped by every write; a write based on an older read is refused and retried. */
  version: number;
  /** Orders that already emptied this cart: a redelivered order.placed empties nothing twice. */
  emptiedForOrders: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** The cart's read model of a catalog product, from product.updated / product.deleted or a fetch. */
export interface ProductSnapshot {
  /** The product id (hex). */
  _id: string;
  title: string;
  price: number;
  image: string;
  availability: boolean;
  options: ProductOption[];
  isBundle: boolean;
  bundleCount: number;
  deleted: boolean;
  /** The catalog's time of this state: an older update arriving late never overwrites a newer one. */
  sourceVersion: Date;
  syncedAt: Date;
}

export const cartIndexes: IndexDeclaration[] = [
  // carts holding a product, to refresh or drop its lines when the catalog changes it
  { collection: CARTS, key: { 'items.product._id': 1 } },
  // for a future clean-up of abandoned carts (the specs say nothing of their lifetime)
  { collection: CARTS, key: { updatedAt: 1 } },
];
