import { loadRemoteComponent } from './remotes';

/** Longest the first render waits for the home page's code before showing the loading indicator instead. */
export const FIRST_PAINT_WAIT_MS = 10_000;

/**
 * When the gateway painted the home hero into #root (docs/decisions/005), React's first render would replace it
 * with the loading indicator until the storefront's home page arrives, then paint the hero again. So on `/`
 * the first render waits for that code (already being fetched, see startLoadingRemotes): the server's hero
 * stays on screen and is replaced in one commit by the same hero from React. A failure or a slow remote ends
 * the wait; the slot then shows its loading state or its fallback as usual.
 */
export function firstPaintCodeReady(container: HTMLElement, pathname: string, waitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  if (pathname !== '/' || container.dataset.firstPaint !== 'home') return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const loaded = loadRemoteComponent('storefront', 'HomePage').then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
