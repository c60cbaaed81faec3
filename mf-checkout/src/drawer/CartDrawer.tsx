import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { Button, Notice, Skeleton } from '@shop/ui-kit';
import { cartStore, useCart } from '../cart/shared-cart';
import { useLineChanges } from '../cart/useLineChanges';
import { CartLines } from '../components/CartLines';
import { CartLoadFailed } from '../components/CartLoadFailed';
import { CartTotals } from '../components/CartTotals';
import { EmptyCart } from '../components/EmptyCart';
import { useDialogFocus } from './useDialogFocus';
import styles from './CartDrawer.module.css';
import { useT } from '../i18n/messages';

/** The props the shell passes (shell/src/federation/remote-modules.ts, CartDrawerProps). */
export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The side drawer of the Cart button (storefront spec §2 Cart drawer). The shell owns the open state. */
export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  // In a portal: the shell's navigation bar may be a containing block for fixed elements (a backdrop
  // filter or transform), which would squeeze the panel into the bar.
  return open ? createPortal(<DrawerPanel onClose={onClose} />, document.body) : null;
}

function DrawerPanel({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const changes = useLineChanges();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const t = useT();
  useDialogFocus(panel, onClose);

  // Opening the drawer shows the cart as the server has it now.
  useEffect(() => {
    void cartStore.refresh();
  }, []);

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const hasItems = cart.lines.length > 0;

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <aside ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('cart.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('cart.close')}>
            ×
          </button>
        </header>

        {cart.status === 'loading' && <DrawerSkeleton />}
        {cart.status === 'error' && <CartLoadFailed className={styles.failed} />}
        {cart.status === 'ready' && !hasItems && <EmptyCart onContinue={() => go('/our-collection')} />}
        {cart.status === 'ready' && hasItems && (
          <>
            <div className={styles.body}>
              {changes.notice && <Notice type="error">{changes.notice}</Notice>}
              <CartLines
                lines={cart.lines}
                variant="compact"
                className={styles.lines}
                busy={(line) => changes.busy.has(line.key)}
                onQuantity={changes.setQuantity}
                onRemove={changes.remove}
                onNavigate={onClose}
              />
            </div>
            <footer className={styles.footer}>
              <CartTotals lines={cart.lines} shippingText={t('cart.calculatedOnCheckout')} />
              <Button block onClick={() => go('/full-cart')}>
                {t('cart.viewFull')}
              </Button>
            </footer>
          </>
        )}
      </aside>
    </>
  );
}

function DrawerSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t('cart.loading')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width={72} height={72} radius={8} />
          <div className={styles.skeletonText}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
            <Skeleton width="55%" height={32} radius={999} />
          </div>
        </div>
      ))}
    </div>
  );
}
