/**
 * Whether this document was just sent by the server, rather than a copy from the browser's HTTP cache (Back
 * and Forward may show `/` as cached, `no-cache` notwithstanding, minutes after it was rendered). Only a
 * document that came over the network carries site content as recent as an API answer would be
 * (docs/decisions/015). A copy from the cache has a `transferSize` of 0; with no timing entry at all, the
 * answer is no, and the page reads the content itself as before.
 */
export function servedFresh(entry: Pick<PerformanceNavigationTiming, 'transferSize'> | undefined): boolean {
  return entry !== undefined && entry.transferSize > 0;
}

/** `servedFresh` for the current document (false outside a browser). */
export function documentServedFresh(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return servedFresh(entry);
}
