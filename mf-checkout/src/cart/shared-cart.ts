import { emit, subscribe } from '@shop/browser-events';
import { getSessionId, saveSessionId } from '@shop/ui-kit';
import { useSyncExternalStore } from 'react';
import { httpCartApi } from './cart-api';
import { createCartStore, type CartState, type CartStore } from './cart-store';

/** The page's one cart: the badge, the drawer and both pages of this remote share it. */
export const cartStore: CartStore = createCartStore({
  api: httpCartApi(),
  session: { get: () => getSessionId(), save: (id) => saveSessionId(id) },
  events: {
    emit: (sessionId) => emit('cart:updated', { sessionId }),
    subscribe: (handler) => subscribe('cart:updated', handler),
  },
});

export function useCart(store: CartStore = cartStore): CartState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
