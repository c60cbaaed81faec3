import { randomUUID } from 'node:crypto';
import {
  DAY_SECONDS,
  EventInProgressError,
  isDuplicateKeyError,
  type RetentionRule,
} from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';

export const SENDS = 'sends';

/**
 * A send's record goes 90 days after its first attempt (decision 019): a redelivered order event comes within
 * minutes, and 90 days answer "did the customer get the e-mail?" for any order still being talked about.
 */
export const sendRetention: RetentionRule = {
  collection: SENDS,
  field: 'createdAt',
  afterSeconds: 90 * DAY_SECONDS,
  why: 'redeliveries come within minutes; 90 days answer support questions about an e-mail',
};

/**
 * One e-mail per event, keyed by the event id (decision 010):
 * - `sending`: a copy of the service holds a lease on it and is talking to the SMTP server;
 * - `pending`: an attempt failed and gave the lease back; the next delivery tries again;
 * - `sent`: the SMTP server accepted it (final);
 * - `in-doubt`: two attempts may each have delivered it, so no third is made (final, logged as an error).
 */
export interface SendRecord {
  _id: string;
  kind: string;
  orderId: string;
  to: string;
  subject?: string;
  status: 'sending' | 'pending' | 'sent' | 'in-doubt';
  lease?: { owner: string; until: Date };
  /** Attempts started; also the version a takeover is conditioned on. */
  attempts: number;
  /** Attempts whose outcome is unknown: a process that died holding the lease, or a send that timed out. */
  uncertain: number;
  lastError?: string;
  messageId?: string;
  response?: string;
  createdAt: Date;
  sentAt?: Date;
}

export interface SendClaim {
  eventId: string;
  owner: string;
  attempt: number;
}

export type ClaimOutcome = SendClaim | 'sent' | 'in-doubt';

/** Attempts that may each have reached the customer: two is one duplicate, the most decision 010 allows. */
export const MAX_UNCERTAIN_ATTEMPTS = 2;

export class SendLog {
  private readonly sends: Collection<SendRecord>;

  constructor(
    db: Db,
    private readonly leaseMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sends = db.collection<SendRecord>(SENDS);
  }

  /** Takes the right to send this event's e-mail, or says why not; throws while another copy holds it. */
  async claim(eventId: string, what: { kind: string; orderId: string; to: string }): Promise<ClaimOutcome> {
    const owner = randomUUID();
    const now = this.now();
    const lease = { owner, until: new Date(now.getTime() + this.leaseMs) };
    try {
      // The common path: the first delivery inserts its claim, answered from the _id index alone.
      await this.sends.insertOne({
        _id: eventId,
        ...what,
        status: 'sending',
        lease,
        attempts: 1,
        uncertain: 0,
        createdAt: now,
      });
      return { eventId, owner, attempt: 1 };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await this.sends.findOne({ _id: eventId });
    if (!existing) return this.claim(eventId, what);
    if (existing.status === 'sent' || existing.status === 'in-doubt') return existing.status;
    const held = existing.status === 'sending' && existing.lease !== undefined && existing.lease.until > now;
    if (held) throw new EventInProgressError(eventId);
    // A `sending` record whose lease lapsed: its process died between the claim and the record of the outcome.
    const uncertain = existing.uncertain + (existing.status === 'sending' ? 1 : 0);
    const sameVersion = { _id: eventId, status: existing.status, attempts: existing.attempts };
    if (uncertain >= MAX_UNCERTAIN_ATTEMPTS) {
      await this.sends.updateOne(sameVersion, {
        $set: { status: 'in-doubt', uncertain },
        $unset: { lease: '' },
      });
      return 'in-doubt';
    }
    const taken = await this.sends.updateOne(sameVersion, {
      $set: { status: 'sending', lease, uncertain },
      $inc: { attempts: 1 },
    });
    if (taken.modifiedCount === 0) throw new EventInProgressError(eventId);
    return { eventId, owner, attempt: existing.attempts + 1 };
  }

  /** The SMTP server took it: final. By `_id` alone, so FerretDB answers it from the index. */
  async markSent(
    claim: SendClaim,
    sent: { messageId: string; response: string; subject: string },
  ): Promise<void> {
    await this.sends.updateOne(
      { _id: claim.eventId },
      {
        $set: { status: 'sent', sentAt: this.now(), ...sent },
        $unset: { lease: '', lastError: '' },
      },
    );
  }

  /** The attempt failed: the lease goes back, and an unknown outcome is counted. */
  async release(claim: SendClaim, error: Error, mayHaveBeenSent: boolean): Promise<void> {
    await this.sends.updateOne(
      { _id: claim.eventId, 'lease.owner': claim.owner },
      {
        $set: { status: 'pending', lastError: error.message.slice(0, 500) },
        $unset: { lease: '' },
        $inc: { uncertain: mayHaveBeenSent ? 1 : 0 },
      },
    );
  }

  find(eventId: string): Promise<SendRecord | null> {
    return this.sends.findOne({ _id: eventId });
  }
}
