import { isLiveStatus, type OrderStatus, type StockChangeReason } from '@shop/contracts';
import { ConflictError } from '@shop/service-kit';
import type { ProductDocument } from '../products/product-document';
import type { ProductStore } from '../products/product-store';
import {
  afterStep,
  newHold,
  nextStep,
  type HeldLine,
  type HoldPatch,
  type StockHoldDocument,
} from './hold-document';
import type { HoldStore } from './hold-store';
import { runStepOnProducts } from './product-stock';

/** The order's state as one of its revisions says: live orders hold their units. */
export interface OrderState {
  revision: number;
  live: boolean;
  /** Why the units go back when not live. */
  because: StockChangeReason;
}

/** The order at one of its revisions, as a hold sees it: live or not, and the reason its units would go back. */
export function orderStateOf(revision: number, status: OrderStatus): OrderState {
  return { revision, live: isLiveStatus(status), because: status === 'Refunded' ? 'refunded' : 'cancelled' };
}

const MAX_ROUNDS = 100;

/** A hold as a reservation found it: `fresh` when this request wrote it, with its take still to run. */
export interface BegunHold {
  hold: StockHoldDocument;
  fresh: boolean;
}

/**
 * The inventory invariant, per option value: stock = stock set by the admin − units of live orders + units given
 * back. Each order's units move through its hold: taken all or nothing before the order is stored, given back
 * once when it stops being live, taken again when it comes back. Every move is a step any process can finish.
 */
export class StockHolds {
  constructor(
    private readonly holds: HoldStore,
    private readonly products: ProductStore,
  ) {}

  find(orderId: string): Promise<StockHoldDocument | null> {
    return this.holds.find(orderId);
  }

  /**
   * A reservation's first half: the hold is written under the order's id with its take begun, while the caller
   * judges the lines. A hold already there (a retry under the same order id) is driven instead, and taken anew
   * if it was given up.
   */
  async begin(orderId: string, lines: HeldLine[]): Promise<BegunHold> {
    const fresh = newHold(orderId, lines);
    const hold = { ...fresh, step: nextStep(fresh) };
    if (await this.holds.insert(hold)) return { hold, fresh: true };
    const existing = await this.holds.find(orderId);
    if (existing && JSON.stringify(existing.lines) !== JSON.stringify(lines)) {
      throw new ConflictError('This order id is already reserved for other items', 'HOLD_MISMATCH');
    }
    const retried = await this.change(orderId, (current) =>
      !current.placed && !current.live ? { revision: 1, live: true } : null,
    );
    if (!retried) throw new ConflictError('The stock of this order was removed meanwhile, please try again');
    return { hold: retried, fresh: false };
  }

  /**
   * The second half: takes the units, all or nothing; the answer says whether it got them (`held`) or what was
   * short (`refused`). `seen`: the products as the caller just read them, so the first attempt needs no read.
   */
  async complete(begun: BegunHold, seen: Map<string, ProductDocument>): Promise<StockHoldDocument> {
    if (!begun.fresh) return begun.hold;
    const { hold } = begun;
    const step = hold.step!;
    const problems = await this.runStep(hold, seen);
    if (problems.length > 0) {
      return this.drive(
        hold._id,
        (await this.holds.update(hold, afterStep(hold, step, problems))) ?? undefined,
      );
    }
    // Every unit is taken. The step stays on the hold, to be finished in the same write that marks the order
    // placed (or by whoever finds it first): one write less for every order.
    return { ...hold, ...afterStep(hold, step, []) };
  }

  /** The lines cannot be ordered at all: a hold this request began is closed before any product was touched. */
  async abandon(begun: BegunHold): Promise<void> {
    if (!begun.fresh) return;
    const closed = await this.holds.update(begun.hold, {
      step: null,
      live: false,
      revision: 0,
    });
    if (!closed) await this.notPlaced(begun.hold._id); // someone drove it meanwhile: give back what it took
  }

  /** A newer revision of the order than the hold knows: live takes the units again, not live gives them back. */
  tell(orderId: string, state: OrderState): Promise<StockHoldDocument | null> {
    return this.change(orderId, (hold) =>
      state.revision > hold.revision
        ? { revision: state.revision, live: state.live, releaseReason: state.because }
        : null,
    );
  }

  /**
   * The order is stored: its hold stays. Its revision 1 is live even if its placement was given up meanwhile.
   * A step still on the hold (the reservation's take, as a rule) is finished in the same write.
   */
  async placed(orderId: string): Promise<StockHoldDocument | null> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const hold = await this.holds.find(orderId);
      if (!hold) return null;
      const revive = !hold.step && hold.revision <= 1 && !hold.live;
      if (hold.placed && !hold.step && !revive) return hold;
      const finish = hold.step ? afterStep(hold, hold.step, await this.runStep(hold)) : {};
      const written = await this.holds.update(hold, {
        ...finish,
        placed: true,
        ...(revive ? { revision: 1, live: true } : {}),
      });
      if (written && !written.step && !(written.revision <= 1 && !written.live))
        return this.drive(orderId, written);
    }
    throw new ConflictError('The stock of this order is being changed by someone else, please try again');
  }

  /**
   * The order service says the order was not stored and never will be (its placement failed, or its sweeper
   * abandoned it): the units of its revision 1 go back.
   */
  notPlaced(orderId: string): Promise<StockHoldDocument | null> {
    return this.change(orderId, (hold) => {
      if (hold.placed || hold.revision > 1) return null;
      return hold.live ? { live: false, releaseReason: 'not placed' } : null;
    });
  }

  /**
   * Finishes any step in progress and brings the units in line with the order's state. `known` is the hold as
   * this process just wrote it (saves a read); whenever a write loses to another, the hold is read again.
   */
  async drive(orderId: string, known?: StockHoldDocument): Promise<StockHoldDocument> {
    let hold: StockHoldDocument | null = known ?? null;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      hold ??= await this.holds.find(orderId);
      if (!hold) throw new Error(`stock hold ${orderId} vanished`);
      if (hold.step) {
        const problems = await this.runStep(hold);
        hold = await this.holds.update(hold, afterStep(hold, hold.step, problems));
        continue;
      }
      const step = nextStep(hold);
      if (!step) return hold;
      hold = await this.holds.update(hold, { step });
    }
    throw new ConflictError('The stock of this order is being changed by someone else, please try again');
  }

  /** Applies the patch the hold calls for (none: nothing to change), then drives it; null when there is no hold. */
  private async change(
    orderId: string,
    patchFor: (hold: StockHoldDocument) => HoldPatch | null,
  ): Promise<StockHoldDocument | null> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const hold = await this.holds.find(orderId);
      if (!hold) return null;
      const patch = patchFor(hold);
      if (!patch) return this.drive(orderId, hold);
      const written = await this.holds.update(hold, patch);
      if (written) return this.drive(orderId, written);
    }
    throw new ConflictError('The stock of this order is being changed by someone else, please try again');
  }

  private runStep(hold: StockHoldDocument, seen?: Map<string, ProductDocument>): Promise<string[]> {
    return runStepOnProducts(this.products, hold, seen);
  }
}
