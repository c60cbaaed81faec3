import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The shell's Cart button. On the first open the shell's own loading panel holds the focus while this code
 * downloads, and that panel is gone by the time the drawer closes: the focus then goes back to the button.
 */
const CART_BUTTON = 'button[aria-haspopup="dialog"][aria-label="Open cart"]';

/**
 * Keyboard behaviour of a modal side panel: focus moves in when it opens and back to where it was (the Cart
 * button) when it closes; Tab and Shift+Tab stay inside; Escape closes; the page behind does not scroll.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    const container = panel.current;
    (container?.querySelector<HTMLElement>(FOCUSABLE) ?? container)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const returnTo = previous?.isConnected ? previous : document.querySelector<HTMLElement>(CART_BUTTON);
      returnTo?.focus();
    };
  }, [panel]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panel.current) {
        keepFocusInside(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panel, onClose]);
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement): void {
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  // A removed row can take the focus with it: bring it back inside.
  if (!(active instanceof Node) || !container.contains(active) || active === container) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
