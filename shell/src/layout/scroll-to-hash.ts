/**
 * Scrolls to the element of a hash anchor (#contact, #new-arrivals). The element usually belongs to a remote
 * that is still loading, so it is awaited for a few seconds instead of being looked up once.
 */
export function scrollToHash(hash: string, timeoutMs = 8000): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => undefined;
  const tryScroll = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: 'start' });
    return Boolean(target);
  };
  if (tryScroll()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryScroll()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
