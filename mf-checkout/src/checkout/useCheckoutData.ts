import { useEffect } from 'react';
import { useAsync } from '@shop/ui-kit';
import { cartStore, useCart } from '../cart/shared-cart';
import { loadPricingSettings } from '../settings/tax-shipping';

/** The checkout's data: the cart and fresh tax and shipping settings ('loading, then form', spec §4). */
export function useCheckoutData() {
  const cart = useCart();
  const settings = useAsync('checkout settings', () => loadPricingSettings({ fresh: true }));

  useEffect(() => {
    void cartStore.refresh();
  }, []);

  return {
    cart,
    settings: settings.data,
    loading: settings.loading || cart.status === 'loading',
    failed: Boolean(settings.error) || cart.status === 'error',
    retry: () => {
      settings.reload();
      void cartStore.refresh();
    },
  };
}
