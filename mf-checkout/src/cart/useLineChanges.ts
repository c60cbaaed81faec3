import { useCallback, useState } from 'react';
import type { CartLine } from './cart-lines';
import { cartChangeError } from './change-errors';
import { cartStore } from './shared-cart';
import { useT } from '../i18n/messages';

/**
 * The drawer's changes: each waits for the server (storefront spec §4: the drawer updates after success).
 * While a line's change is on its way its controls are disabled; a refusal becomes the drawer's notice.
 */
export function useLineChanges() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const t = useT();

  const run = useCallback(async (line: CartLine, call: () => Promise<unknown>) => {
    setNotice(null);
    setBusy((keys) => new Set(keys).add(line.key));
    try {
      await call();
    } catch (error) {
      setNotice(cartChangeError(error, t));
    } finally {
      setBusy((keys) => {
        const next = new Set(keys);
        next.delete(line.key);
        return next;
      });
    }
  }, [t]);

  const setQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      if (line.productId === null) return;
      const address = { productId: line.productId, selectedOptions: line.selectedOptions };
      void run(line, () => cartStore.update(address, quantity));
    },
    [run],
  );

  const remove = useCallback(
    (line: CartLine) => {
      if (line.productId === null) return;
      const address = { productId: line.productId, selectedOptions: line.selectedOptions };
      void run(line, () => cartStore.remove(address));
    },
    [run],
  );

  return { busy, notice, setQuantity, remove };
}
