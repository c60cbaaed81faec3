import { SITE_BOOTSTRAP_ELEMENT_ID } from '@shop/contracts/constants';
import { forgetSiteBootstrap } from './bootstrap-data';

/**
 * For unit tests in Node: a `document` whose only element is the gateway's data block with `text`
 * (or none), as the page would have it. Returns the function that removes it again.
 */
export function installBootstrapDocument(text: string | undefined): () => void {
  const previous = (globalThis as { document?: unknown }).document;
  (globalThis as { document?: unknown }).document = {
    getElementById: (id: string) =>
      id === SITE_BOOTSTRAP_ELEMENT_ID && text !== undefined ? { textContent: text } : null,
  };
  forgetSiteBootstrap();
  return () => {
    (globalThis as { document?: unknown }).document = previous;
    forgetSiteBootstrap();
  };
}
