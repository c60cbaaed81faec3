import { ConflictError, isDuplicateKeyError } from '@shop/service-kit';
import { ObjectId, type Collection } from 'mongodb';
import { ORDERS, type OrderDocument, type PlacingDocument } from './order-document';
import { PlacingLeases, type PlacingAttempt, type PlacingOptions } from './placing-leases';

export type { PlacingAttempt, PlacingOptions } from './placing-leases';

/** What a placement asks to be opened with. */
export interface PlacingRequest {
  sessionId: string;
  userId: string | null;
  promoCode?: string;
  idempotency?: { key: string; fingerprint: string };
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
export class Placings extends PlacingLeases {
  private readonly placings: Collection<PlacingDocument>;

  constructor(orders: Collection<OrderDocument>, options: PlacingOptions) {
    super(orders, options);
    this.placings = orders.db.collection<PlacingDocument>(ORDERS);
  }

  /**
   * `whileNumbering` is called once, as a new order's number is asked for: the caller starts what does not need the
   * order (the cart read), so the counter's write costs the placement no time of its own.
   */
  async open(request: PlacingRequest, whileNumbering?: () => void): Promise<Opened> {
    const owner = this.newOwner();
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
