import { CartResponse, type CartItem } from '@shop/contracts';
import { callUpstream, readAnswer, relayClientError, type UpstreamTarget } from '@shop/service-kit';

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
      if (answer.status !== 200) throw relayClientError(target, answer);
      const { cart, sessionId: answeredSession } = readAnswer(target, answer, CartResponse);
      // An unknown session is answered with a fresh, empty one: it never stands for the asked session's cart.
      return answeredSession === sessionId ? cart.items : [];
    },
  };
}
