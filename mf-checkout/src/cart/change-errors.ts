import { ApiError } from '@shop/ui-kit';
import type { Translate } from '@shop/app-context';

/**
 * What a refused cart change says: the server's own reason ('Only 5 left of ...') when it gave one, else
 * 'Request failed with status {status}' (storefront spec §7, PUT /cart/update).
 */
export function cartChangeError(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.status > 0) return t('cart.requestFailed', { status: error.status });
  }
  return t('cart.updateFailed');
}
