import { useEffect, useState } from 'react';

/** The width at or below which the storefront lays pages out for phones (the CSS modules' 859px breakpoint). */
export const PHONE_QUERY = '(max-width: 859px)';

// jsdom (the unit tests) has no matchMedia: there, as on a server, the wide layout
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';
const matchesNow = (query: string) => canMatch() && window.matchMedia(query).matches;

/** Whether a media query matches now, following the window as it changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => matchesNow(query));
  useEffect(() => {
    if (!canMatch()) return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
