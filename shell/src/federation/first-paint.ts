import { loadRemoteComponent } from './remotes';

/** Longest the first render waits for the page's code before showing the loading indicator instead. */
export const FIRST_PAINT_WAIT_MS = 10_000;

/** The storefront module whose page the render server painted into #root (`data-first-paint`). */
const PAINTED_PAGES: Record<string, string> = {
  home: 'HomePage',
  product: 'ProductPage',
  catalog: 'CatalogPage',
  search: 'SearchPage',
};

/**
 * When the storefront's render server painted a page into #root (docs/decisions/005 and 020: the home hero, a
 * product, the catalogue's first page), React's first render would replace it with the loading indicator until
 * the storefront's code arrives, then paint the page again. So the first render waits for that page's code
 * (already being fetched, see startLoadingRemotes): the server's page stays on screen and is replaced in one
 * commit by the same page from React, which takes its data from the page's data block. A failure or a slow
 * remote ends the wait; the slot then shows its loading state or its fallback as usual.
 */
export function firstPaintCodeReady(container: HTMLElement, _pathname: string, waitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  const module = PAINTED_PAGES[container.dataset.firstPaint ?? ''];
  if (!module) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const loaded = loadRemoteComponent('storefront', module).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
