import { useState } from 'react';
import { Button, Notice, errorMessage } from '@shop/ui-kit';
import styles from './AfterOrder.module.css';
import { usePageT as useT } from '../../i18n/messages';

/**
 * Issue 32: cancelling before the order ships, asked twice so a stray click cancels nothing. `cancel` calls the
 * API; its answer (the order now Cancelled) goes to `onCancelled`.
 */
export function CancelOrder<T>({ cancel, onCancelled }: { cancel: () => Promise<T>; onCancelled: (order: T) => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onCancelled(await cancel());
      setAsking(false);
    } catch (error) {
      setFailure(errorMessage(error, t('orders.cancelFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.cancelBox}>
      {!asking ? (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('orders.cancel')}
        </Button>
      ) : (
        <>
          <p>{t('orders.cancelConfirm')}</p>
          <div className={styles.actions}>
            <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
              {t('orders.cancelYes')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
              {t('orders.cancelNo')}
            </Button>
          </div>
        </>
      )}
      {failure && <Notice type="error">{failure}</Notice>}
    </div>
  );
}
