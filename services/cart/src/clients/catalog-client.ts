import { ProductResponse, type Product } from '@shop/contracts';
import { ServiceUnavailableError, callUpstream, readAnswer, type UpstreamTarget } from '@shop/service-kit';

export interface CatalogClient {
  /** The product as the public catalog shows it, or null when the catalog does not know it. */
  getProduct(productId: string): Promise<Product | null>;
}

/** `GET {CATALOG_URL}/api/products/{id}`, the public product endpoint, within the trace of the request. */
export function createCatalogClient(baseUrl: string, timeoutMs: number): CatalogClient {
  const target: UpstreamTarget = {
    name: 'catalog',
    baseUrl,
    timeoutMs,
    unavailableMessage: 'We could not check this product right now. Please try again.',
  };
  return {
    async getProduct(productId) {
      const answer = await callUpstream(target, 'GET', `/api/products/${encodeURIComponent(productId)}`);
      // 400: the catalog refuses the id itself; for the cart that is a product it does not know
      if (answer.status === 404 || answer.status === 400) return null;
      if (answer.status !== 200)
        throw new ServiceUnavailableError(target.unavailableMessage, 'CATALOG_UNAVAILABLE');
      return readAnswer(target, answer, ProductResponse).data;
    },
  };
}
