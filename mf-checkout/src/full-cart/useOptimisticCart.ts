import { useCallback, useMemo, useReducer, useRef } from 'react';
import type { CartLine } from '../cart/cart-lines';
import { cartChangeError } from '../cart/change-errors';
import { INITIAL_OPTIMISTIC_STATE, optimisticReducer, withPending, type PendingChange } from '../cart/optimistic-cart';
import { cartStore, useCart } from '../cart/shared-cart';
import { useT } from '../i18n/messages';

type ChangeRequest = { kind: 'quantity'; quantity: number } | { kind: 'remove' };

/** The full cart's rows: the confirmed cart with the changes still on their way laid over it. */
export function useOptimisticCart() {
  const cart = useCart();
  const [state, dispatch] = useReducer(optimisticReducer, INITIAL_OPTIMISTIC_STATE);
  const nextId = useRef(1);
  const t = useT();
  const lines = useMemo(() => withPending(cart.lines, state.pending), [cart.lines, state.pending]);

  const change = useCallback((line: CartLine, request: ChangeRequest) => {
    if (line.productId === null) return;
    const id = nextId.current++;
    const pending: PendingChange =
      request.kind === 'remove' ? { id, kind: 'remove', key: line.key } : { id, kind: 'quantity', key: line.key, quantity: request.quantity };
    dispatch({ type: 'started', change: pending });
    const address = { productId: line.productId, selectedOptions: line.selectedOptions };
    const call = request.kind === 'remove' ? cartStore.remove(address) : cartStore.update(address, request.quantity);
    call.then(
      () => dispatch({ type: 'confirmed', id }),
      (error: unknown) => dispatch({ type: 'refused', id, message: cartChangeError(error, t) }),
    );
  }, [t]);

  return {
    status: cart.status,
    lines,
    notice: state.notice,
    setQuantity: (line: CartLine, quantity: number) => change(line, { kind: 'quantity', quantity }),
    remove: (line: CartLine) => change(line, { kind: 'remove' }),
  };
}
