import type { Product } from '@shop/contracts';
import type { Db } from 'mongodb';
import type { CatalogClient } from '../clients/catalog-client';
import { PRODUCT_SNAPSHOTS, type ProductSnapshot } from '../collections';
import { isDuplicateKeyError } from '@shop/service-kit';

/**
 * The cart's read model of the catalog's products, fed by product.updated / product.deleted, and by the
 * catalog itself the first time a product is added before any event about it arrived. A state older than
 * the one stored (an event delivered late, a fetch overtaken by an event) is ignored; a deleted product
 * stays deleted.
 */
export class ProductSnapshots {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogClient,
    private readonly now: () => Date,
  ) {}

  /** The snapshot to validate an add against; null when neither the read model nor the catalog knows it. */
  async find(productId: string): Promise<ProductSnapshot | null> {
    const stored = await this.collection().findOne({ _id: productId });
    if (stored) return stored;
    const product = await this.catalog.getProduct(productId);
    if (!product) return null;
    return this.applyUpdate(product, new Date(product.updatedAt ?? product.createdAt));
  }

  /**
   * Stores the product unless a newer state (or the deletion) is already known; answers the state now stored.
   * One conditional write: when the stored state wins, the upsert meets the existing _id and is refused.
   */
  async applyUpdate(product: Product, version: Date): Promise<ProductSnapshot> {
    const snapshot: ProductSnapshot = {
      _id: product._id,
      title: product.title,
      // '' rather than absent, so that an Arabic title the admin cleared is cleared here by the same $set
      titleAr: product.titleAr ?? '',
      price: product.price,
      image: product.image,
      availability: product.availability,
      options: product.options,
      isBundle: product.isBundle,
      bundleCount: product.bundleCount,
      deleted: false,
      sourceVersion: version,
      syncedAt: this.now(),
    };
    const { _id, ...fields } = snapshot;
    try {
      await this.collection().updateOne(
        { _id, deleted: false, sourceVersion: { $lt: version } },
        { $set: fields },
        { upsert: true },
      );
      return snapshot;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await this.collection().findOne({ _id })) ?? snapshot;
  }

  /** Remembers the deletion, so a late product.updated cannot bring the product back. */
  async markDeleted(productId: string, version: Date): Promise<void> {
    await this.collection().updateOne(
      { _id: productId },
      {
        $set: {
          availability: false,
          options: [],
          isBundle: false,
          bundleCount: 1,
          deleted: true,
          syncedAt: this.now(),
        },
        $max: { sourceVersion: version },
        $setOnInsert: { title: '', price: 0, image: '' },
      },
      { upsert: true },
    );
  }

  private collection() {
    return this.db.collection<ProductSnapshot>(PRODUCT_SNAPSHOTS);
  }
}
