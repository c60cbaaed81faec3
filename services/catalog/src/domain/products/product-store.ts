import { ConflictError, eventsOnInsert, notDeleted, tombstone, type EventEnvelope } from '@shop/service-kit';
import type { AnyBulkWriteOperation, Collection, Db, Filter, ObjectId, UpdateFilter } from 'mongodb';
import { productDeleted, productUpdated } from '../../events/publishers/product-events';
import { PRODUCTS, productProjection, type ProductChanges, type ProductDocument } from './product-document';
import { toProductDto } from './product-dto';

/** Called after every write, with the products it touched: the read cache and the outbox relay listen. */
export type AfterProductWrite = (productIds: ObjectId[]) => void;

/** Events raised by a change besides its snapshot (an admin's audit entry, a stock change), from before and after. */
export type ChangeEvents = (previous: ProductDocument, next: ProductDocument) => EventEnvelope[];

/** Answers the changes to make, or null when there is nothing to change. */
export type ProductMutation = (current: ProductDocument) => ProductChanges | null;

export type MutationResult =
  | { status: 'missing' }
  | { status: 'unchanged'; product: ProductDocument }
  | { status: 'updated'; product: ProductDocument; previous: ProductDocument };

const MAX_ATTEMPTS = 60;
/** Writers that lost a race back off a random while, so many at once on one product all get through. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));

/** What internal reads need: everything but the events waiting in the outbox. */
const internalProjection = { pendingEvents: 0, outboxLease: 0 } as const;

/**
 * Every product write goes through here, so each one carries its `product.updated` snapshot (or
 * `product.deleted`) in the same single-document write and tells the read cache.
 */
export class ProductStore {
  readonly collection: Collection<ProductDocument>;

  constructor(
    db: Db,
    private readonly afterWrite: AfterProductWrite,
  ) {
    this.collection = db.collection<ProductDocument>(PRODUCTS);
  }

  /**
   * By `_id` alone, tombstones dropped here: the one filter FerretDB 1.24 answers from its index (any other
   * condition scans the collection, decision 008); on MongoDB it is the same lookup.
   */
  async findById(id: ObjectId): Promise<ProductDocument | null> {
    const doc = await this.collection.findOne({ _id: id }, { projection: internalProjection });
    return doc && !doc._deleted ? doc : null;
  }

  /** One `_id` lookup per product (an order names a few), for the same reason. */
  async findByIds(ids: ObjectId[]): Promise<ProductDocument[]> {
    const found = await Promise.all(ids.map((id) => this.findById(id)));
    return found.filter((doc): doc is ProductDocument => doc !== null);
  }

  /** The public list, newest first. */
  async listNewestFirst(): Promise<Array<Omit<ProductDocument, 'stockOps'>>> {
    return this.collection
      .find(notDeleted, { projection: productProjection })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
  }

  /** `audit`: the admin's entry, stored with the product. */
  async insert(doc: ProductDocument, audit: EventEnvelope[] = []): Promise<void> {
    await this.collection.insertOne({
      ...doc,
      ...eventsOnInsert([productUpdated(toProductDto(doc)), ...audit]),
    });
    this.afterWrite([doc._id]);
  }

  /**
   * Read, compute, write back only if nobody wrote in between (the `version` guard), and retry
   * otherwise: FerretDB has no positional or arrayFilters updates, so array elements are changed in
   * code. The snapshot in the event is exactly the state written; so are the other events, if any.
   */
  async mutate(
    id: ObjectId,
    mutation: ProductMutation,
    events?: ChangeEvents,
    /** The product as the caller just read it: the first attempt starts from it instead of reading again. */
    seen?: ProductDocument,
  ): Promise<MutationResult> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = attempt === 0 && seen ? seen : await this.findById(id);
      if (!current) return { status: 'missing' };
      const changes = mutation(current);
      if (!changes) return { status: 'unchanged', product: current };
      const next: ProductDocument = {
        ...current,
        ...changes,
        updatedAt: new Date(),
        version: current.version + 1,
      };
      const update = {
        $set: { ...changes, updatedAt: next.updatedAt, hasPendingEvents: true },
        $inc: { version: 1 },
        $push: {
          pendingEvents: {
            $each: [productUpdated(toProductDto(next)), ...(events ? events(current, next) : [])],
          },
        },
      } as unknown as UpdateFilter<ProductDocument>;
      const result = await this.collection.updateOne(
        { _id: id, version: current.version, ...notDeleted },
        update,
      );
      if (result.matchedCount === 1) {
        this.afterWrite([id]);
        return { status: 'updated', product: next, previous: current };
      }
      await backoff(attempt);
    }
    throw new ConflictError('The product is being changed by someone else, please try again');
  }

  /** Applies `mutation` to every product matching `filter`, one guarded write each. */
  async mutateMany(filter: Filter<ProductDocument>, mutation: ProductMutation): Promise<number> {
    const ids = await this.collection
      .find({ ...filter, ...notDeleted }, { projection: { _id: 1 } })
      .toArray();
    let changed = 0;
    for (const { _id } of ids) {
      if ((await this.mutate(_id, mutation)).status === 'updated') changed += 1;
    }
    return changed;
  }

  /** Hides the product at once; the relay removes it after `product.deleted` (and the audit entry) is out. */
  async remove(
    id: ObjectId,
    audit: (current: ProductDocument) => EventEnvelope[] = () => [],
  ): Promise<ProductDocument | null> {
    const current = await this.findById(id);
    if (!current) return null;
    const result = await this.collection.updateOne(
      { _id: id, ...notDeleted },
      tombstone<ProductDocument>([productDeleted(id.toHexString()), ...audit(current)]),
    );
    if (result.matchedCount === 0) return null;
    this.afterWrite([id]);
    return current;
  }

  /**
   * `audit`: the one entry of the whole deletion. The first product still there carries it, alone, so
   * nothing is deleted before the write that records the deletion.
   */
  async removeAll(audit: (all: ProductDocument[]) => EventEnvelope[] = () => []): Promise<ProductDocument[]> {
    const all = await this.collection.find(notDeleted, { projection: internalProjection }).toArray();
    if (all.length === 0) return [];
    const entry = audit(all);
    const deletion = (doc: ProductDocument, extra: EventEnvelope[] = []) =>
      tombstone<ProductDocument>([productDeleted(doc._id.toHexString()), ...extra]);
    let rest = all;
    while (entry.length > 0 && rest.length > 0) {
      const [first, ...others] = rest;
      rest = others;
      const carried = await this.collection.updateOne(
        { _id: first!._id, ...notDeleted },
        deletion(first!, entry),
      );
      if (carried.matchedCount === 1) break;
    }
    const operations: Array<AnyBulkWriteOperation<ProductDocument>> = rest.map((doc) => ({
      updateOne: { filter: { _id: doc._id, ...notDeleted }, update: deletion(doc) },
    }));
    if (operations.length > 0) await this.collection.bulkWrite(operations, { ordered: false });
    this.afterWrite(all.map((doc) => doc._id));
    return all;
  }
}
