import type { CartResponse } from '@shop/contracts';
import { ApiError } from '@shop/ui-kit';
import type { CartApi } from './cart-api';
import { AFTER_ORDER_POLL_MS, createCartStore, type CartStoreDeps } from './cart-store';
import { buildCartItem, buildCartResponse } from '../test-support/builders';

const SESSION = 'q'.repeat(32);

/** A cart service in memory whose answers the test releases one by one. */
function fakeCartService(initial: CartResponse) {
  let current = initial;
  const calls: string[] = [];
  const held: Array<() => void> = [];
  let holding = false;
  const answer = (name: string, next?: (cart: CartResponse) => CartResponse) => {
    calls.push(name);
    const reply = () => {
      if (next) current = next(current);
      return current;
    };
    if (!holding) return Promise.resolve(reply());
    return new Promise<CartResponse>((resolve) => held.push(() => resolve(reply())));
  };
  const api: CartApi = {
    read: () => answer('read'),
    update: (_session, line, quantity) =>
      answer(`update ${quantity}`, (cart) => ({
        ...cart,
        cart: { items: cart.cart.items.map((item) => (item.product._id === line.productId ? { ...item, quantity } : item)) },
      })),
    remove: (_session, line) =>
      answer('remove', (cart) => ({ ...cart, cart: { items: cart.cart.items.filter((item) => item.product._id !== line.productId) } })),
  };
  return {
    api,
    calls,
    set: (next: CartResponse) => (current = next),
    hold: () => (holding = true),
    releaseNext: () => held.shift()?.(),
  };
}

function setup(initial = buildCartResponse([buildCartItem({ quantity: 2 })], SESSION), overrides: Partial<CartStoreDeps> = {}) {
  const service = fakeCartService(initial);
  const target = new EventTarget();
  const announced: string[] = [];
  target.addEventListener('cart:updated', () => announced.push('cart:updated'));
  let stored: string | undefined = SESSION;
  const store = createCartStore({
    api: service.api,
    session: { get: () => stored, save: (id) => (stored = id) },
    events: {
      emit: () => target.dispatchEvent(new Event('cart:updated')),
      subscribe: (handler) => {
        target.addEventListener('cart:updated', handler);
        return () => target.removeEventListener('cart:updated', handler);
      },
    },
    wait: async () => undefined,
    ...overrides,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, service, target, announced, settle, productId: initial.cart.items[0]?.product._id ?? '' };
}

describe('the shared cart', () => {
  it('when the first view subscribes, then the cart is read and shown', async () => {
    const { store, service, settle } = setup();
    expect(store.getState().status).toBe('loading');
    store.subscribe(() => undefined);
    await settle();
    expect(service.calls).toEqual(['read']);
    expect(store.getState()).toMatchObject({ status: 'ready', lines: [expect.objectContaining({ quantity: 2 })] });
  });

  it('when another remote raises cart:updated, then the cart is read again', async () => {
    const { store, service, target, settle } = setup();
    store.subscribe(() => undefined);
    await settle();
    service.set(buildCartResponse([buildCartItem(), buildCartItem()], SESSION));
    target.dispatchEvent(new Event('cart:updated'));
    await settle();
    expect(service.calls).toEqual(['read', 'read']);
    expect(store.getState().lines).toHaveLength(2);
  });

  it('when its own change is confirmed, then it raises cart:updated once and does not read its own news again', async () => {
    const { store, service, announced, settle, productId } = setup();
    store.subscribe(() => undefined);
    await settle();
    await store.update({ productId, selectedOptions: [] }, 5);
    await settle();
    expect(service.calls).toEqual(['read', 'update 5']);
    expect(announced).toEqual(['cart:updated']);
    expect(store.getState().lines[0]?.quantity).toBe(5);
  });

  it('when quick changes are made, then they reach the server one at a time, in the order they were made', async () => {
    const { store, service, settle, productId } = setup();
    store.subscribe(() => undefined);
    await settle();
    service.hold();
    const first = store.update({ productId, selectedOptions: [] }, 3);
    const second = store.update({ productId, selectedOptions: [] }, 4);
    await settle();
    expect(service.calls).toEqual(['read', 'update 3']); // the second waits for the first answer
    service.releaseNext();
    await first;
    await settle();
    expect(service.calls).toEqual(['read', 'update 3', 'update 4']);
    service.releaseNext();
    await second;
    expect(store.getState().lines[0]?.quantity).toBe(4);
  });

  it('when the server refuses a change, then the cart stays as confirmed and the refusal reaches the caller', async () => {
    const { store, service, announced, settle, productId } = setup();
    store.subscribe(() => undefined);
    await settle();
    service.api.update = () => Promise.reject(new ApiError(409, 'OUT_OF_STOCK', 'Only 2 left', true));
    await expect(store.update({ productId, selectedOptions: [] }, 9)).rejects.toThrow('Only 2 left');
    expect(store.getState().lines[0]?.quantity).toBe(2);
    expect(announced).toEqual([]);
  });

  it('when several reads are asked for while one waits, then they share it', async () => {
    const { store, service, settle } = setup();
    service.hold();
    store.subscribe(() => undefined);
    await settle(); // read 1 is on its way
    void store.refresh();
    void store.refresh(); // both wait behind read 1: one read serves them
    service.releaseNext();
    await settle();
    service.releaseNext();
    await settle();
    expect(service.calls).toEqual(['read', 'read']);
  });

  it('when an order was placed, then the cart shows empty at once and is read again until the server agrees', async () => {
    const { store, service, announced, settle } = setup();
    store.subscribe(() => undefined);
    await settle();
    let reads = 0;
    service.api.read = async () => {
      reads += 1;
      return reads < 3 ? buildCartResponse([buildCartItem()], SESSION) : buildCartResponse([], SESSION);
    };
    const polling = store.orderPlaced();
    expect(store.getState().lines).toEqual([]);
    expect(announced).toEqual(['cart:updated']);
    await polling;
    expect(reads).toBe(3);
    expect(store.getState().lines).toEqual([]);
  });

  it('when the server still has items after the last poll, then its answer wins', async () => {
    const { store, service, settle } = setup();
    store.subscribe(() => undefined);
    await settle();
    service.api.read = async () => buildCartResponse([buildCartItem()], SESSION);
    await store.orderPlaced();
    expect(store.getState().lines).toHaveLength(1);
    expect(AFTER_ORDER_POLL_MS.length).toBeGreaterThan(1);
  });

  it('when the first read fails, then the state is an error; a later failure keeps the last cart', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, service, settle } = setup();
    const realRead = service.api.read;
    service.api.read = () => Promise.reject(new ApiError(503, 'HTTP_ERROR', 'Request failed with status 503', false));
    store.subscribe(() => undefined);
    await settle();
    expect(store.getState().status).toBe('error');
    service.api.read = realRead;
    await store.refresh();
    service.api.read = () => Promise.reject(new Error('offline'));
    await store.refresh();
    expect(store.getState()).toMatchObject({ status: 'ready', lines: [expect.anything()] });
    consoleError.mockRestore();
  });
});
