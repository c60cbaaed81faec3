import { useCallback, useEffect, useState } from 'react';
import { NARROW_QUERY } from './sidebar-width';

const narrowNow = () => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches;

export interface SidebarState {
  open: boolean;
  /** Below 1024 px: the sidebar lies over the page and closes after each navigation. */
  narrow: boolean;
  toggle: () => void;
  close: () => void;
}

/** Open by default; closed automatically when the window becomes narrower than 1024 px (admin spec §2). */
export function useSidebar(): SidebarState {
  const [narrow, setNarrow] = useState(narrowNow);
  const [open, setOpen] = useState(() => !narrowNow());

  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      setNarrow(event.matches);
      setOpen(!event.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, narrow, toggle, close };
}
