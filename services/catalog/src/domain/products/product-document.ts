import type { OutboxFields } from '@shop/service-kit';
import type { ProductOption } from '@shop/contracts';
import type { ObjectId } from 'mongodb';

export const PRODUCTS = 'products';

export interface StoredProductImage {
  fileId: ObjectId;
  width: number;
  height: number;
  alt?: string;
}

/** A product as stored: money in piastres, plus the bookkeeping that never reaches the API. */
export interface ProductDocument extends OutboxFields {
  _id: ObjectId;
  title: string;
  description: string;
  /** Arabic twins (decision 025): absent or '' where the admin has not written them. */
  titleAr?: string;
  descriptionAr?: string;
  /** Money is whole piastres inside the catalog; EGP with 2 decimals only at the API edge. */
  pricePiastres: number;
  oldPricePiastres: number;
  /** '' (none), our own `/api/images/<id>`, or an http(s) URL. */
  image: string;
  /** The GridFS file this product owns (removed when replaced or when the product goes). */
  imageFileId: ObjectId | null;
  /**
   * Every uploaded image in the admin's order (decision 032); the first is `imageFileId`, kept equal by every
   * write. Absent on products stored before galleries, whose only file is `imageFileId`.
   */
  images?: StoredProductImage[];
  availability: boolean;
  product_category_id: ObjectId | null;
  rating: number;
  reviews: number;
  options: ProductOption[];
  isBundle: boolean;
  bundleCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** Optimistic concurrency: every write is conditional on the version it read. */
  version: number;
  /**
   * Ids of the latest stock operations of order holds applied to this document (`<orderId>:<seq>:<t|a|g>`), so
   * that an operation repeated by a redelivery, a second replica or a recovery after a crash applies once.
   */
  stockOps: string[];
}

/** The fields a write may change; the rest is bookkeeping. */
export type ProductChanges = Partial<
  Omit<ProductDocument, '_id' | 'createdAt' | 'updatedAt' | 'version' | keyof OutboxFields>
>;

/** Leaves the outbox and concurrency bookkeeping in the database. */
export const productProjection = {
  pendingEvents: 0,
  hasPendingEvents: 0,
  outboxLease: 0,
  _deleted: 0,
  stockOps: 0,
} as const;
