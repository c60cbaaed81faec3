import type { CartResponse } from '@shop/contracts';
import type { CartApi, LineAddress } from './cart-api';
import { toCartLines, type CartLine } from './cart-lines';

export interface CartState {
  /** 'loading' until the first answer; an answer that fails later keeps the last cart shown. */
  status: 'loading' | 'ready' | 'error';
  lines: CartLine[];
  error: unknown;
}

export interface CartStoreDeps {
  api: CartApi;
  session: { get(): string | undefined; save(id: string): void };
  /** The `cart:updated` browser event. */
  events: { emit(sessionId: string): void; subscribe(handler: () => void): () => void };
  wait?: (ms: number) => Promise<void>;
}

/** After an order the cart service empties the cart when it handles order.placed: a moment later. */
export const AFTER_ORDER_POLL_MS = [500, 1000, 2000, 4000];

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * The one cart the badge, the drawer, the full cart and the checkout all show (they are modules of one
 * remote, so they share this instance). Calls run one at a time in the order they were asked, so quantities
 * set quickly one after the other reach the server in that order. Every change the server confirms raises
 * `cart:updated` for the other remotes; a `cart:updated` from anyone else makes it read the cart again.
 */
export function createCartStore(deps: CartStoreDeps) {
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let state: CartState = { status: 'loading', lines: [], error: undefined };
  const listeners = new Set<() => void>();
  let queue: Promise<unknown> = Promise.resolve();
  let queuedRead: Promise<void> | undefined;
  let announcing = false;
  let stopListening: (() => void) | undefined;
  let stale = true;
  let pollRound = 0;

  const set = (next: CartState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const apply = (answer: CartResponse) => {
    deps.session.save(answer.sessionId);
    set({ status: 'ready', lines: toCartLines(answer.cart?.items), error: undefined });
  };

  /** Our own event is delivered to our own listener at once (dispatch is synchronous): it is skipped. */
  const announce = (sessionId: string) => {
    announcing = true;
    try {
      deps.events.emit(sessionId);
    } finally {
      announcing = false;
    }
  };

  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const read = async () => {
    try {
      apply(await deps.api.read(deps.session.get()));
    } catch (error) {
      console.error('Failed to load the cart', error);
      if (state.status !== 'ready') set({ status: 'error', lines: [], error });
    }
  };

  /** Reads the cart again; reads asked for while one is still waiting in line share it. */
  const refresh = (): Promise<void> => {
    stale = false;
    queuedRead ??= enqueue(async () => {
      queuedRead = undefined;
      await read();
    });
    return queuedRead;
  };

  const sessionId = async (): Promise<string> => {
    const stored = deps.session.get();
    if (stored) return stored;
    const answer = await deps.api.read(undefined);
    apply(answer);
    return answer.sessionId;
  };

  const change = (call: (session: string) => Promise<CartResponse>) =>
    enqueue(async () => {
      const answer = await call(await sessionId());
      apply(answer);
      announce(answer.sessionId);
      return state.lines;
    });

  const onForeignUpdate = () => {
    if (announcing) return;
    pollRound += 1; // someone changed the cart: their answer is newer than any poll after an order
    void refresh();
  };

  return {
    getState: (): CartState => state,

    /** For useSyncExternalStore. The first listener starts the listening (and a read if the cart is stale). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      stopListening ??= deps.events.subscribe(onForeignUpdate);
      if (stale) void refresh();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = undefined;
          stale = true; // nobody heard the events meanwhile
        }
      };
    },

    refresh,

    /** Sets one line's quantity; resolves with the cart the server answered, rejects with its refusal. */
    update: (line: LineAddress, quantity: number) =>
      change((session) => deps.api.update(session, line, quantity)),

    remove: (line: LineAddress) => change((session) => deps.api.remove(session, line)),

    /**
     * The order service answered: the cart service empties the cart when it handles order.placed, a moment
     * later. The cart shows empty at once; the server is asked again until it agrees (its last answer wins).
     */
    async orderPlaced(): Promise<void> {
      const round = ++pollRound;
      set({ status: 'ready', lines: [], error: undefined });
      const session = deps.session.get();
      if (session) announce(session);
      for (const [attempt, delay] of AFTER_ORDER_POLL_MS.entries()) {
        await wait(delay);
        if (round !== pollRound) return;
        const last = attempt === AFTER_ORDER_POLL_MS.length - 1;
        const answer = await enqueue(() => deps.api.read(deps.session.get())).catch(() => undefined);
        if (round !== pollRound) return;
        if (answer && (last || toCartLines(answer.cart?.items).length === 0)) {
          apply(answer);
          return;
        }
      }
    },
  };
}
