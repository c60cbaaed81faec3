import type { CartItem } from '@shop/contracts';
import { notFound, sleep, type JsonReply, type JsonRequest, StandIn } from './json-server';

/** The cart service's public read (contract 3) over real HTTP, from carts a test puts in. */
export class CartStandIn extends StandIn {
  readonly carts = new Map<string, CartItem[]>();
  failWith: number | undefined;

  put(sessionId: string, items: CartItem[]): void {
    this.carts.set(sessionId, items);
  }

  protected async handle(request: JsonRequest): Promise<JsonReply> {
    if (request.method !== 'GET' || request.path !== '/api/cart') return notFound(request);
    await sleep(this.delayMs);
    if (this.failWith) return { status: this.failWith, body: { error: 'cart is failing', code: 'STAND_IN' } };
    const sessionId = request.query.get('sessionId') ?? '';
    const items = this.carts.get(sessionId);
    // Like the real cart: an unknown session gets a fresh, empty one.
    if (!items)
      return { status: 200, body: { cart: { items: [] }, sessionId: 'fresh-session-000000000001' } };
    return { status: 200, body: { cart: { items }, sessionId } };
  }
}
