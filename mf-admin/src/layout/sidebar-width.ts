import { SIDEBAR_BREAKPOINT_PX } from '../constants';

/** Admin spec §2/§9: below 1024 px the sidebar starts (and becomes) closed, and opens over the page. */
export function isNarrowViewport(width: number): boolean {
  return width < SIDEBAR_BREAKPOINT_PX;
}

/** The media query that matches exactly the widths `isNarrowViewport` accepts. */
export const NARROW_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 0.02}px)`;
