import { createHash, randomUUID } from 'node:crypto';
import { ConflictError, isDuplicateKeyError } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import type { OrderDocument } from './order-document';

export const IDEMPOTENCY_CLAIMS = 'idempotency_claims';

/** Who is placing the order for a key right now; deleted when that attempt ends, whatever the outcome. */
export interface ClaimDocument {
  _id: string;
  owner: string;
  fingerprint: string;
  leaseUntil: Date;
  createdAt: Date;
  /**
   * The id the order placed under this key gets. A request that takes over a dead owner's claim keeps it: the
   * promo service may already hold the code's use for that id, and answers the same use again for it.
   */
  orderId?: string;
}

/** What a placement under a key is given: the order id of the key, and whether this request still holds it. */
export interface KeyedAttempt {
  orderId: ObjectId;
  /**
   * False once another request took the key over (this one was too slow): that request carries on under the same
   * order id, so what this one took (the promo's use) is the other's now and must not be given back.
   */
  stillHeld(): Promise<boolean>;
}

export interface IdempotencyOptions {
  /** How long a claim holds before another request may take it over (its owner is presumed dead). */
  leaseMs: number;
  /** How long a request waits for another one holding the same key before giving up with a 409. */
  waitMs: number;
  pollMs?: number;
}

export interface IdempotentOutcome {
  order: OrderDocument;
  /** True when the order had been placed by an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Same request, same hash: the key is bound to what was asked, so it cannot fetch someone else's order. A
 * signed-in caller is part of the request: an order placed while signed in is that account's (My orders), so the
 * same key and body from anyone else (another account, or nobody) is another request and answers 409, never the
 * owner's order. Anonymous requests hash as they always did.
 */
export function requestFingerprint(request: unknown, callerId: string | null = null): string {
  const hash = createHash('sha256').update(canonicalJson(request));
  if (callerId !== null) hash.update(`\u0000caller:${callerId}`);
  return hash.digest('hex');
}

/**
 * At most one order per key, even when the same key arrives many times at once, and a failed attempt stays
 * retryable:
 * - the order carries the key under a unique index: the final guard, whatever happens elsewhere;
 * - a claim document (`_id` = key) elects one request to do the work; the others wait until the order
 *   appears (and answer it) or the claim disappears (the attempt failed: the next one claims and retries);
 * - a claim whose lease ran out belongs to a request that died: it is taken over.
 */
export class IdempotentPlacements {
  constructor(
    private readonly db: Db,
    private readonly options: IdempotencyOptions,
  ) {}

  async run(
    key: string,
    fingerprint: string,
    findPlaced: () => Promise<OrderDocument | null>,
    place: (attempt: KeyedAttempt) => Promise<OrderDocument>,
  ): Promise<IdempotentOutcome> {
    const owner = randomUUID();
    const deadline = Date.now() + this.options.waitMs;
    let orderId: ObjectId | null;
    for (;;) {
      const placed = await findPlaced();
      if (placed) return replay(placed, fingerprint);
      orderId = await this.claim(key, owner, fingerprint);
      if (orderId) break;
      if (Date.now() > deadline) {
        throw new ConflictError(
          'This order is still being placed. Please try again shortly.',
          'IDEMPOTENCY_IN_PROGRESS',
        );
      }
      await sleep(this.options.pollMs ?? 20);
    }
    try {
      // The previous owner may have stored the order between our look and our claim.
      const placed = await findPlaced();
      if (placed) return replay(placed, fingerprint);
      const stillHeld = async () =>
        (await this.claims().countDocuments({ _id: key, owner }, { limit: 1 })) > 0;
      return { order: await place({ orderId, stillHeld }), replayed: false };
    } catch (error) {
      const placed = isDuplicateKeyError(error) ? await findPlaced() : null;
      if (placed) return replay(placed, fingerprint);
      throw error;
    } finally {
      // If this fails the lease runs out and the next request with the key takes over.
      await this.claims()
        .deleteOne({ _id: key, owner })
        .catch(() => undefined);
    }
  }

  /**
   * The order id to place under when this request now holds the key (a new claim, or one whose owner's lease ran
   * out, whose id it keeps); null while another request holds it.
   */
  private async claim(key: string, owner: string, fingerprint: string): Promise<ObjectId | null> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + this.options.leaseMs);
    const orderId = new ObjectId();
    try {
      await this.claims().insertOne({
        _id: key,
        owner,
        fingerprint,
        leaseUntil,
        createdAt: now,
        orderId: orderId.toHexString(),
      });
      return orderId;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const held = await this.claims().findOne({ _id: key });
    if (!held) return null; // just released: look for the order again, then claim
    if (held.fingerprint !== fingerprint) throw reusedKey();
    if (held.leaseUntil > now) return null;
    const kept = held.orderId && ObjectId.isValid(held.orderId) ? new ObjectId(held.orderId) : orderId;
    const takeover = await this.claims().updateOne(
      { _id: key, owner: held.owner, leaseUntil: held.leaseUntil },
      { $set: { owner, leaseUntil, orderId: kept.toHexString() } },
    );
    return takeover.modifiedCount === 1 ? kept : null;
  }

  private claims() {
    return this.db.collection<ClaimDocument>(IDEMPOTENCY_CLAIMS);
  }
}

function replay(order: OrderDocument, fingerprint: string): IdempotentOutcome {
  if (order.requestFingerprint !== fingerprint) throw reusedKey();
  return { order, replayed: true };
}

function reusedKey(): ConflictError {
  return new ConflictError(
    'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    'IDEMPOTENCY_KEY_REUSED',
  );
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
