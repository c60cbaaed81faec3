import { ProductResponse, type Product } from '@shop/contracts';
import { ServiceUnavailableError, currentTraceparent } from '@shop/service-kit';

export interface CatalogClient {
  /** The product as the public catalog shows it, or null when the catalog does not know it. */
  getProduct(productId: string): Promise<Product | null>;
}

const UNAVAILABLE = 'We could not check this product right now. Please try again.';

/** `GET {CATALOG_URL}/api/products/{id}`, the public product endpoint, within the trace of the request. */
export function createCatalogClient(baseUrl: string, timeoutMs: number): CatalogClient {
  return {
    async getProduct(productId) {
      let response: Response;
      try {
        const traceparent = currentTraceparent();
        response = await fetch(new URL(`/api/products/${encodeURIComponent(productId)}`, baseUrl), {
          headers: { accept: 'application/json', ...(traceparent ? { traceparent } : {}) },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new ServiceUnavailableError(UNAVAILABLE, 'CATALOG_UNAVAILABLE');
      }
      // 400: the catalog refuses the id itself; for the cart that is a product it does not know
      if (response.status === 404 || response.status === 400) return null;
      const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
      const parsed = ProductResponse.safeParse(body);
      if (!parsed.success) throw new ServiceUnavailableError(UNAVAILABLE, 'CATALOG_UNAVAILABLE');
      return parsed.data.data;
    },
  };
}
