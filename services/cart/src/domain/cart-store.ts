import { ConflictError, isDuplicateKeyError } from '@shop/service-kit';
import type { Db } from 'mongodb';
import { CARTS, productIdsOf, type CartDocument, type CartLine } from '../collections';

// A failed attempt means another write to the cart landed, so k writers at once need at most k attempts.
const MAX_ATTEMPTS = 20;

/** Answers the lines to store, or the very array it was given when nothing changes (nothing is written). */
export type CartChange = (lines: CartLine[]) => CartLine[] | Promise<CartLine[]>;

/**
 * Carts by session id. Writes are versioned: a write based on a stale read (another request, another replica)
 * matches nothing and is retried on the fresh cart.
 */
export class CartStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** An unknown session has an empty cart: nothing is stored until something is added. */
  async read(sessionId: string): Promise<CartLine[]> {
    const cart = await this.carts().findOne({ _id: sessionId }, { projection: { items: 1 } });
    return cart?.items ?? [];
  }

  async change(sessionId: string, change: CartChange): Promise<CartLine[]> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const cart = await this.carts().findOne({ _id: sessionId });
      const current = cart?.items ?? [];
      const next = await change(current);
      if (next === current) return current;
      if (cart ? await this.replace(cart, next) : await this.create(sessionId, next)) return next;
    }
    throw new ConflictError('Your cart changed at the same moment. Please try again.', 'CART_CONFLICT');
  }

  /**
   * Empties the session's cart for an order, once: the order id stays on the cart, so the same
   * order.placed delivered again, after the shopper started a new cart, leaves that cart alone.
   */
  async emptyForOrder(sessionId: string, orderId: string): Promise<boolean> {
    const now = this.now();
    try {
      const result = await this.carts().updateOne(
        { _id: sessionId, emptiedForOrders: { $ne: orderId } },
        {
          $set: { items: [], productIds: [], updatedAt: now },
          $inc: { version: 1 },
          $push: { emptiedForOrders: orderId },
          $setOnInsert: { createdAt: now },
        },
        { upsert: true },
      );
      return result.modifiedCount + result.upsertedCount > 0;
    } catch (error) {
      // the cart exists and already names this order, so the upsert tried to insert it a second time
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Sessions whose carts hold a product, to refresh or drop its lines. */
  async sessionsHolding(productId: string): Promise<string[]> {
    const carts = await this.carts()
      .find({ productIds: productId }, { projection: { _id: 1 } })
      .toArray();
    return carts.map((cart) => cart._id);
  }

  private async create(sessionId: string, items: CartLine[]): Promise<boolean> {
    const now = this.now();
    try {
      await this.carts().insertOne({
        _id: sessionId,
        items,
        productIds: productIdsOf(items),
        version: 1,
        emptiedForOrders: [],
        createdAt: now,
        updatedAt: now,
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private async replace(cart: CartDocument, items: CartLine[]): Promise<boolean> {
    const result = await this.carts().updateOne(
      { _id: cart._id, version: cart.version },
      { $set: { items, productIds: productIdsOf(items), updatedAt: this.now() }, $inc: { version: 1 } },
    );
    return result.matchedCount === 1;
  }

  /** Carts written before `productIds` existed get it, once per database (at start). */
  async addProductIdsOnce(): Promise<void> {
    const legacy = await this.carts()
      .find({ productIds: { $exists: false } }, { projection: { _id: 1, items: 1 } })
      .toArray();
    for (const cart of legacy) {
      await this.carts().updateOne(
        { _id: cart._id, productIds: { $exists: false } },
        { $set: { productIds: productIdsOf(cart.items ?? []) } },
      );
    }
  }

  private carts() {
    return this.db.collection<CartDocument>(CARTS);
  }
}
