import type { ProductOption, SelectedOption } from '@shop/contracts';
import { DAY_SECONDS, type IndexDeclaration, type QueryShape, type RetentionRule } from '@shop/service-kit';

export const CARTS = 'carts';
export const PRODUCT_SNAPSHOTS = 'product_snapshots';

/** One line of a cart: a product with one choice of options. */
export interface CartLine {
  product: { _id: string; title: string; titleAr?: string; price: number; image: string };
  quantity: number;
  selectedOptions: SelectedOption[];
  /** Identifies the line: the same product with the same options is the same line (see lineKey). */
  lineKey: string;
}

export interface CartDocument {
  /** The anonymous session id. */
  _id: string;
  items: CartLine[];
  /**
   * The products of `items`, written with them: carts holding a product are found by this top-level field,
   * which both databases answer from an index (a dotted path into `items` FerretDB filters after reading every
   * cart; decision 018).
   */
  productIds: string[];
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
  /** '' when the product has no Arabic title. */
  titleAr?: string;
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

/** The product ids of a cart's lines, as `productIds` stores them. */
export const productIdsOf = (items: CartLine[]): string[] => [
  ...new Set(items.map((line) => line.product._id)),
];

export const cartIndexes: IndexDeclaration[] = [
  // carts holding a product, to refresh or drop its lines when the catalog changes it
  { collection: CARTS, key: { productIds: 1 } },
];

/** Anonymous carts expire 30 days after their last change (decision 019): a TTL index on MongoDB. */
export const cartRetention: RetentionRule[] = [
  {
    collection: CARTS,
    field: 'updatedAt',
    afterSeconds: 30 * DAY_SECONDS,
    why: 'an anonymous cart untouched for 30 days is abandoned; its session cookie is long gone or forgotten',
  },
];

/** Every query the service sends (the test beside the indexes fails when one has no index). */
export const cartQueryShapes: QueryShape[] = [
  { collection: CARTS, equals: ['_id'], by: 'CartStore.read, change, replace, emptyForOrder' },
  { collection: CARTS, equals: ['productIds'], by: 'CartStore.sessionsHolding' },
  { collection: PRODUCT_SNAPSHOTS, equals: ['_id'], by: 'ProductSnapshots' },
];
