import type { ShopEventMap, ShopEventName } from './events';

/** Where the events travel: `window` in the browser; tests pass their own EventTarget. */
function defaultTarget(): EventTarget {
  if (typeof window === 'undefined') throw new Error('@shop/browser-events needs a window or an explicit target');
  return window;
}

export function emit<K extends ShopEventName>(
  type: K,
  detail: ShopEventMap[K],
  target: EventTarget = defaultTarget(),
): void {
  target.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens until the returned function is called (use it as a React effect's cleanup). */
export function subscribe<K extends ShopEventName>(
  type: K,
  handler: (detail: ShopEventMap[K]) => void,
  target: EventTarget = defaultTarget(),
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShopEventMap[K]>).detail);
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
