import type { CSSProperties } from 'react';

/**
 * Text for screen readers only. Clipped in place rather than pushed off-screen: an element moved by -9999px to
 * the start side lands past the right edge on a right-to-left page and makes it scroll sideways (issue 30).
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
