import { ApiError } from '@shop/ui-kit';

/**
 * What a refused cart change says: the server's own reason ('Only 5 left of ...') when it gave one, else
 * 'Request failed with status {status}' (storefront spec §7, PUT /cart/update).
 */
export function cartChangeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.status > 0) return `Request failed with status ${error.status}`;
  }
  return 'The cart could not be updated. Please check your connection and try again.';
}
