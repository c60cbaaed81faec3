import { useEffect, useState, type ReactNode } from 'react';
import { subscribe } from '@shop/browser-events';
import { Skeleton, getSessionId } from '@shop/ui-kit';
import { RemoteSlot } from '../federation/RemoteSlot';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import type { CartDrawerProps } from '../federation/remote-modules';
import styles from './CartControls.module.css';
import { useT } from '../i18n/messages';

/**
 * A cart exists once a session id is stored or anything raised `cart:updated`. Until then the badge would
 * show nothing, so the checkout remote is not fetched at all (a first visit to / loads no checkout code).
 */
function useHasCart(): boolean {
  const [hasCart, setHasCart] = useState(() => Boolean(getSessionId()));
  useEffect(() => subscribe('cart:updated', () => setHasCart(true)), []);
  return hasCart;
}

/** The Cart button: badge and drawer come from the checkout remote; the shell owns the open state. */
export function CartControls() {
  const hasCart = useHasCart();
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const close = () => setOpen(false);
  const drawerProps: CartDrawerProps = { open, onClose: close };
  const t = useT();

  return (
    <>
      <span className={styles.wrap}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('cart.open')}
          aria-haspopup="dialog"
          onClick={() => {
            setDrawerWanted(true);
            setOpen(true);
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M6 7h12l-1 13H7L6 7z" />
            <path d="M9 7V6a3 3 0 0 1 6 0v1" />
          </svg>
        </button>
        {hasCart && (
          <span className={styles.badge}>
            <RemoteSlot remote="checkout" module="CartBadge" what={t('remote.what.cartCount')} compact />
          </span>
        )}
      </span>
      {drawerWanted && (
        <RemoteSlot
          remote="checkout"
          module="CartDrawer"
          what={t('remote.what.cart')}
          props={{ ...drawerProps }}
          loading={open ? <DrawerPanel onClose={close}><DrawerSkeleton /></DrawerPanel> : null}
          renderFallback={(retry) =>
            open ? (
              <DrawerPanel onClose={close}>
                <RemoteUnavailable what={t('remote.what.cart')} onRetry={retry} />
              </DrawerPanel>
            ) : null
          }
        />
      )}
    </>
  );
}

/** The shell's own side panel, used only while the checkout drawer loads or when it is unavailable. */
function DrawerPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <aside className={styles.panel} role="dialog" aria-modal="true" aria-label={t('cart.dialog')}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>{t('cart.title')}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('cart.close')} autoFocus>
            ×
          </button>
        </div>
        {children}
      </aside>
    </>
  );
}

function DrawerSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeletonRows} aria-busy="true" aria-label={t('cart.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={72} radius={12} />
      ))}
    </div>
  );
}
