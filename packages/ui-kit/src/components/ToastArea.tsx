import { useEffect, useRef, useState } from 'react';
import { DEFAULT_TOAST_DURATION_MS, subscribe, type ToastDetail } from '@shop/browser-events';
import styles from './ToastArea.module.css';

interface ShownToast extends ToastDetail {
  id: number;
}

/**
 * Shows every `toast` event raised anywhere on the page (shell or remote) for 3 s, or until closed. Mounted
 * once, by the shell (or by a remote's standalone page).
 */
export function ToastArea({ closeLabel = 'Close notification' }: { closeLabel?: string } = {}) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    const unsubscribe = subscribe('toast', (detail) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...detail, id }]);
      pending.set(id, setTimeout(() => dismiss(id), detail.durationMs ?? DEFAULT_TOAST_DURATION_MS));
    });
    const dismiss = (id: number) => {
      clearTimeout(pending.get(id));
      pending.delete(id);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    };
    return () => {
      unsubscribe();
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const close = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  };

  return (
    <div className={styles.area} aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={[styles.toast, styles[toast.type]].join(' ')}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-toast={toast.type}
        >
          <p className={styles.message}>{toast.message}</p>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => close(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
