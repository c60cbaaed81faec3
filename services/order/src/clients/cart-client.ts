import { CartResponse, type CartItem } from '@shop/contracts';
import { callUpstream, type UpstreamTarget } from '@shop/service-kit';
import { expectAnswer } from './upstream-answer';

export interface CartClient {
  /** The items in the session's cart, read through the cart service's public API (contract 3). */
  items(sessionId: string): Promise<CartItem[]>;
}

export function createCartClient(target: UpstreamTarget): CartClient {
  return {
    async items(sessionId) {
      const answer = await callUpstream(
        target,
        'GET',
        `/api/cart?sessionId=${encodeURIComponent(sessionId)}`,
      );
      const { cart, sessionId: answeredSession } = expectAnswer(target, answer, CartResponse);
      // An unknown session is answered with a fresh, empty one: it never stands for the asked session's cart.
      return answeredSession === sessionId ? cart.items : [];
    },
  };
}
