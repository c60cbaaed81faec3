import type { CartLine } from './cart-lines';

/*
 * The full cart changes optimistically (storefront spec §4): a change shows at once as a pending change laid
 * over the cart the server last confirmed. When the server answers, the change leaves the overlay: confirmed,
 * the store already holds the server's cart with it; refused, the row simply shows the confirmed cart again
 * (the rollback) and the refusal becomes the page's error notice.
 */

export type PendingChange =
  | { id: number; kind: 'quantity'; key: string; quantity: number }
  | { id: number; kind: 'remove'; key: string };

export interface OptimisticState {
  pending: PendingChange[];
  /** The last refusal, shown until the next change starts. */
  notice: string | null;
}

export type OptimisticAction =
  | { type: 'started'; change: PendingChange }
  | { type: 'confirmed'; id: number }
  | { type: 'refused'; id: number; message: string };

export const INITIAL_OPTIMISTIC_STATE: OptimisticState = { pending: [], notice: null };

export function optimisticReducer(state: OptimisticState, action: OptimisticAction): OptimisticState {
  switch (action.type) {
    case 'started':
      return { pending: [...state.pending, action.change], notice: null };
    case 'confirmed':
      return { ...state, pending: state.pending.filter((change) => change.id !== action.id) };
    case 'refused':
      return { pending: state.pending.filter((change) => change.id !== action.id), notice: action.message };
  }
}

/** The rows to show: the confirmed cart with every pending change applied in the order it was made. */
export function withPending(confirmed: readonly CartLine[], pending: readonly PendingChange[]): CartLine[] {
  return pending.reduce<CartLine[]>(
    (lines, change) =>
      change.kind === 'remove'
        ? lines.filter((line) => line.key !== change.key)
        : lines.map((line) => (line.key === change.key ? { ...line, quantity: change.quantity } : line)),
    [...confirmed],
  );
}
