import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  ServiceUnavailableError,
  isDuplicateKeyError,
  type OutboxFields,
} from '@shop/service-kit';
import { ObjectId, type Collection } from 'mongodb';
import { ORDERS, type OrderDocument, type PlacingDocument } from './order-document';
import { OrderNumbers } from './order-numbers';

export interface PlacingOptions {
  /** How long a placement holds its order before a retry with its key, or the sweeper, may take it over. */
  leaseMs: number;
  /** How long a request waits for another one placing under the same key before giving up with a 409. */
  waitMs: number;
  pollMs?: number;
}

/** What a placement asks to be opened with. */
export interface PlacingRequest {
  sessionId: string;
  userId: string | null;
  promoCode?: string;
  idempotency?: { key: string; fingerprint: string };
}

/** This request's hold on an order being placed: the order's id, and the lease owner that proves it. */
export interface PlacingAttempt {
  orderId: ObjectId;
  owner: string;
  /** The order's number, kept by whoever takes the placement over. */
  number: number;
}

/** Either this request places the order now, or an earlier request with the same key placed it already. */
export type Opened =
  { attempt: PlacingAttempt; placed?: undefined } | { placed: OrderDocument; attempt?: undefined };

/**
 * The order's `Placing` state (decision 026). One document per placement, stored before anything is reserved:
 * - with an Idempotency-Key it is also the key's claim (the key is unique): requests with the same key wait for
 *   it to be placed (and answer it) or to go; one whose lease lapsed (its request died) is taken over, with its
 *   id, so the catalog's hold and the promo's use of that id carry on;
 * - its last write turns it into the whole order, with `order.placed`, only while this request holds it.
 */
export class Placings {
  private readonly placings: Collection<PlacingDocument>;
  private readonly numbers: OrderNumbers;

  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly options: PlacingOptions,
  ) {
    this.placings = orders.db.collection<PlacingDocument>(ORDERS);
    this.numbers = new OrderNumbers(orders.db);
  }

  /**
   * `whileNumbering` is called once, as a new order's number is asked for: the caller starts what does not need the
   * order (the cart read), so the counter's write costs the placement no time of its own.
   */
  async open(request: PlacingRequest, whileNumbering?: () => void): Promise<Opened> {
    const owner = randomUUID();
    const deadline = Date.now() + this.options.waitMs;
    // With a key, the order may be there already: look before a number is taken for nothing.
    let existing = request.idempotency
      ? await this.orders.findOne({ idempotencyKey: request.idempotency.key })
      : null;
    for (;;) {
      if (!existing) {
        const orderId = new ObjectId();
        try {
          const numbering = this.numbers.next();
          whileNumbering?.();
          const number = await numbering;
          await this.placings.insertOne(this.placingDocument(orderId, number, owner, request));
          return { attempt: { orderId, owner, number } };
        } catch (error) {
          if (!isDuplicateKeyError(error) || !request.idempotency) throw error;
        }
      }
      const { key, fingerprint } = request.idempotency!;
      existing ??= await this.orders.findOne({ idempotencyKey: key });
      if (existing && existing.requestFingerprint !== fingerprint) throw reusedKey();
      if (existing && !existing.placing && !existing._deleted) return { placed: existing };
      if (existing?.placing && existing.placingLease!.until <= new Date()) {
        const attempt = await this.takeOver(existing, owner);
        if (attempt) return { attempt };
      }
      if (Date.now() > deadline) {
        throw new ConflictError(
          'This order is still being placed. Please try again shortly.',
          'IDEMPOTENCY_IN_PROGRESS',
        );
      }
      await sleep(this.options.pollMs ?? 20);
      existing = await this.orders.findOne({ idempotencyKey: key });
    }
  }

  /**
   * The placement's one last write: the whole order with its outbox, only while this request still holds the
   * placement. Lost (another request or the sweeper took it over), it is a 503 and nothing is stored.
   */
  async complete(attempt: PlacingAttempt, order: OrderDocument, outbox: OutboxFields): Promise<void> {
    const { _id, ...fields } = order;
    const written = await this.orders.updateOne(
      { _id: attempt.orderId, placing: true, 'placingLease.owner': attempt.owner },
      { $set: { ...fields, ...outbox }, $unset: { placing: '', placingLease: '' } },
    );
    if (written.modifiedCount !== 1) {
      throw new ServiceUnavailableError(
        'We could not place your order right now. Please try again in a moment.',
        'PLACEMENT_TAKEN_OVER',
      );
    }
  }

  /** False once another request or the sweeper took the placement over: what it took is theirs to keep or give. */
  async holds(attempt: PlacingAttempt): Promise<boolean> {
    const held = { _id: attempt.orderId, placing: true as const, 'placingLease.owner': attempt.owner };
    return (await this.orders.countDocuments(held, { limit: 1 })) > 0;
  }

  /** The placement gave back what it took: its order goes (a gap in the numbers). */
  async close(attempt: PlacingAttempt): Promise<void> {
    await this.orders.deleteOne({ _id: attempt.orderId, placing: true, 'placingLease.owner': attempt.owner });
  }

  /**
   * Lets the lease lapse after `afterMs`: then a retry with the key takes the order over, or the sweeper gives
   * everything back again.
   */
  async leaveToSweeper(attempt: PlacingAttempt, afterMs: number): Promise<void> {
    await this.orders.updateOne(
      { _id: attempt.orderId, placing: true, 'placingLease.owner': attempt.owner },
      { $set: { 'placingLease.until': new Date(Date.now() + afterMs) } },
    );
  }

  /** Takes over a placement whose lease lapsed; null when someone else did first. */
  async takeOver(
    placing: Pick<OrderDocument, '_id' | 'placingLease' | 'number'>,
    owner: string,
  ): Promise<PlacingAttempt | null> {
    const lease = placing.placingLease!;
    const taken = await this.orders.updateOne(
      {
        _id: placing._id,
        placing: true,
        'placingLease.owner': lease.owner,
        'placingLease.until': lease.until,
      },
      { $set: { placingLease: { owner, until: this.leaseUntil() } } },
    );
    if (taken.modifiedCount !== 1) return null;
    // a placement stored before numbers existed gets one now
    return { orderId: placing._id, owner, number: placing.number ?? (await this.numbers.next()) };
  }

  private placingDocument(
    orderId: ObjectId,
    number: number,
    owner: string,
    request: PlacingRequest,
  ): PlacingDocument {
    const now = new Date();
    return {
      _id: orderId,
      number,
      placing: true,
      placingLease: { owner, until: this.leaseUntil() },
      sessionId: request.sessionId,
      userId: request.userId,
      ...(request.promoCode ? { promoCode: request.promoCode } : {}),
      ...(request.idempotency
        ? { idempotencyKey: request.idempotency.key, requestFingerprint: request.idempotency.fingerprint }
        : {}),
      createdAt: now,
      updatedAt: now,
    };
  }

  private leaseUntil(): Date {
    return new Date(Date.now() + this.options.leaseMs);
  }
}

function reusedKey(): ConflictError {
  return new ConflictError(
    'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    'IDEMPOTENCY_KEY_REUSED',
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
