import type { StockChangeReason } from '@shop/contracts';
import type { StockOpKind } from './stock-ops';

export const STOCK_HOLDS = 'stock_holds';

/** One line of the order as the hold takes it. */
export interface HeldLine {
  productId: string;
  quantity: number;
  selectedOptions: Array<{ name: string; value: string }>;
}

/** An operation on every product of the order, in progress: whoever finds it finishes it (they are idempotent). */
export interface HoldStep {
  kind: StockOpKind;
  seq: number;
  reason: StockChangeReason;
  /** For a `take`: the order revision it serves; refused, the hold goes back to before it. */
  revision?: number;
}

/**
 * The stock an order holds, keyed by its id (the order service's, known before the order is stored).
 * `revision`/`live` is the order's state as last told; `held` says whether its units are out of stock now.
 * Every write is conditional on `version`.
 */
export interface StockHoldDocument {
  _id: string;
  lines: HeldLine[];
  revision: number;
  live: boolean;
  /** Why a hold that is not live gave its units back (the history's reason). */
  releaseReason: StockChangeReason;
  /** The order is known to be stored (its `order.placed` arrived). */
  placed: boolean;
  /** Take attempts so far; each has its own operation ids on the products. */
  seq: number;
  held: boolean;
  step: HoldStep | null;
  /** What the last refused take could not get. */
  refused: string[];
  /**
   * Present (true) only while the sweeper may have work on the hold: a `step` is in progress. The sweeper reads
   * this small indexed set instead of every hold ever written (decision 018). A hold whose order was never
   * stored waits for the order service to say so (its placement sweeper, decision 026): the catalog never asks.
   */
  unsettled?: true;
  /**
   * When the hold became final: its order was deleted, or never stored and never will be. Nothing can change
   * such a hold again, and it is removed 30 days later (decision 019); a hold of a stored order stays.
   */
  finalAt?: Date;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export type HoldPatch = Partial<
  Omit<StockHoldDocument, '_id' | 'version' | 'createdAt' | 'updatedAt' | 'unsettled' | 'finalAt'>
>;

/** The sweeper has work on it: a step is in progress. */
export function isUnsettled(hold: Pick<StockHoldDocument, 'step'>): boolean {
  return hold.step !== null;
}

/** Nothing can change it any more: settled, not live, and its order deleted or never stored. */
export function isFinal(hold: StockHoldDocument): boolean {
  if (isUnsettled(hold) || hold.live || hold.held) return false;
  return hold.releaseReason === 'deleted' || (!hold.placed && hold.revision <= 1);
}

/** A new hold: the order's revision 1 is live, nothing is taken yet. */
export function newHold(orderId: string, lines: HeldLine[], now = new Date()): StockHoldDocument {
  return {
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
    unsettled: true,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The step that brings `held` in line with `live`, or null when it is. */
export function nextStep(hold: StockHoldDocument): HoldStep | null {
  if (hold.step) return hold.step;
  if (hold.live && !hold.held) {
    return {
      kind: 'take',
      seq: hold.seq + 1,
      reason: hold.revision <= 1 ? 'reserved' : 'reactivated',
      revision: hold.revision,
    };
  }
  if (!hold.live && hold.held) return { kind: 'give', seq: hold.seq, reason: hold.releaseReason };
  return null;
}

/** How a finished step leaves the hold. */
export function afterStep(hold: StockHoldDocument, step: HoldStep, problems: string[]): HoldPatch {
  if (step.kind === 'take' && problems.length === 0)
    return { step: null, held: true, seq: step.seq, refused: [] };
  if (step.kind === 'take') {
    // Undo what this attempt took; the hold is no longer live for the revision that asked (the caller answers 409).
    return {
      step: { kind: 'abort', seq: step.seq, reason: step.reason, revision: step.revision },
      seq: step.seq,
      refused: problems,
    };
  }
  if (step.kind === 'abort' && hold.revision === step.revision) {
    return { step: null, held: false, live: false, revision: Math.max(0, (step.revision ?? 1) - 1) };
  }
  return { step: null, held: false };
}
