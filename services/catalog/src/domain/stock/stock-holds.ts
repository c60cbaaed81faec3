import type { StockChangeReason } from '@shop/contracts';
import { ConflictError } from '@shop/service-kit';
import type { ProductStore } from '../products/product-store';
import { afterStep, nextStep, type HeldLine, type HoldPatch, type StockHoldDocument } from './hold-document';
import type { HoldStore } from './hold-store';
import { applyToProduct } from './product-stock';

/** The order's state as one of its revisions says: live orders hold their units. */
export interface OrderState {
  revision: number;
  live: boolean;
  /** Why the units go back when not live. */
  because: StockChangeReason;
}

const MAX_ROUNDS = 100;

/**
 * The inventory invariant, per option value: stock = stock set by the admin − units of live orders + units given
 * back. Each order's units move through its hold: taken all or nothing before the order is stored, given back
 * once when it stops being live, taken again when it comes back. Every move is a step any process can finish.
 */
export class StockHolds {
  constructor(
    private readonly holds: HoldStore,
    private readonly products: ProductStore,
    /** How long a hold waits for its order to be stored before the order service is asked about it. */
    private readonly checkAfterMs: number,
  ) {}

  find(orderId: string): Promise<StockHoldDocument | null> {
    return this.holds.find(orderId);
  }

  /** Takes the order's units; the settled hold says whether it got them (`held`) or what was short (`refused`). */
  async reserve(orderId: string, lines: HeldLine[]): Promise<StockHoldDocument> {
    const now = new Date();
    const inserted = await this.holds.insert({
      _id: orderId,
      lines,
      revision: 1,
      live: true,
      releaseReason: 'not placed',
      placed: false,
      seq: 0,
      held: false,
      step: null,
      refused: [],
      checkAfter: new Date(now.getTime() + this.checkAfterMs),
      version: 0,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) {
      // A retry under the same order id (same Idempotency-Key): the same lines, or a different order.
      const existing = await this.holds.find(orderId);
      if (existing && JSON.stringify(existing.lines) !== JSON.stringify(lines)) {
        throw new ConflictError('This order id is already reserved for other items', 'HOLD_MISMATCH');
      }
      // Not stored and given up (refused, or its placement failed): this attempt takes the units anew.
      return this.change(orderId, (hold) =>
        !hold.placed && !hold.live ? { revision: 1, live: true, checkAfter: this.checkAfterFromNow() } : null,
      );
    }
    return this.drive(orderId);
  }

  /** A newer revision of the order than the hold knows: live takes the units again, not live gives them back. */
  tell(orderId: string, state: OrderState): Promise<StockHoldDocument | null> {
    return this.changeIfHeld(orderId, (hold) =>
      state.revision > hold.revision
        ? { revision: state.revision, live: state.live, releaseReason: state.because }
        : null,
    );
  }

  /** The order is stored: its hold stays. Its revision 1 is live even if its placement was given up meanwhile. */
  placed(orderId: string): Promise<StockHoldDocument | null> {
    return this.changeIfHeld(orderId, (hold) => {
      if (hold.placed && hold.checkAfter === null) return null;
      const revive = hold.revision <= 1 && !hold.live ? { revision: 1, live: true } : {};
      return { placed: true, checkAfter: null, ...revive };
    });
  }

  /** The order was not stored and never will be: the units of its revision 1 go back. */
  notPlaced(orderId: string): Promise<StockHoldDocument | null> {
    return this.changeIfHeld(orderId, (hold) => {
      if (hold.placed || hold.revision > 1) return null;
      return hold.live || hold.checkAfter
        ? { live: false, releaseReason: 'not placed', checkAfter: null }
        : null;
    });
  }

  /** Finishes any step in progress and brings the units in line with the order's state. */
  async drive(orderId: string): Promise<StockHoldDocument> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const hold = await this.holds.find(orderId);
      if (!hold) throw new Error(`stock hold ${orderId} vanished`);
      if (hold.step) {
        const problems = await this.runStep(hold);
        await this.holds.update(hold, afterStep(hold, hold.step, problems));
        continue;
      }
      const step = nextStep(hold);
      if (!step) return hold;
      await this.holds.update(hold, { step });
    }
    throw new ConflictError('The stock of this order is being changed by someone else, please try again');
  }

  private async changeIfHeld(
    orderId: string,
    patchFor: (hold: StockHoldDocument) => HoldPatch | null,
  ): Promise<StockHoldDocument | null> {
    return (await this.holds.find(orderId)) ? this.change(orderId, patchFor) : null;
  }

  private async change(
    orderId: string,
    patchFor: (hold: StockHoldDocument) => HoldPatch | null,
  ): Promise<StockHoldDocument> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const hold = await this.holds.find(orderId);
      if (!hold) throw new Error(`stock hold ${orderId} vanished`);
      const patch = patchFor(hold);
      if (!patch || (await this.holds.update(hold, patch))) return this.drive(orderId);
    }
    throw new ConflictError('The stock of this order is being changed by someone else, please try again');
  }

  /** Runs the hold's step on each of its products; a take stops at the first product that is short. */
  private async runStep(hold: StockHoldDocument): Promise<string[]> {
    const step = hold.step!;
    for (const [productId, lines] of linesByProduct(hold.lines)) {
      const op = { kind: step.kind, orderId: hold._id, seq: step.seq, lines };
      const outcome = await applyToProduct(this.products, productId, op, step);
      if (step.kind !== 'take') continue;
      if (outcome.status === 'short') return outcome.problems;
      if (outcome.status === 'missing') return ['A product in your cart is no longer available'];
    }
    return [];
  }

  private checkAfterFromNow(): Date {
    return new Date(Date.now() + this.checkAfterMs);
  }
}

/** Products in a fixed order, so two holds over the same products meet them in the same order. */
function linesByProduct(lines: HeldLine[]): Array<[string, HeldLine[]]> {
  const byProduct = new Map<string, HeldLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  return [...byProduct.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
