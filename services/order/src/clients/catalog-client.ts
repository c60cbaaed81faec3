import {
  CATALOG_QUOTE_PATH,
  CatalogQuoteResponse,
  type CatalogQuoteLine,
  type CatalogQuoteRequest,
} from '@shop/contracts';
import { ServiceUnavailableError } from '@shop/service-kit';
import { callUpstream, readAnswer, relayClientError, type UpstreamTarget } from './upstream';

export interface CatalogClient {
  /** The catalog's current price, availability and stock for each line, in the order asked (contract 1). */
  quote(items: CatalogQuoteRequest['items']): Promise<CatalogQuoteLine[]>;
}

export function createCatalogClient(target: UpstreamTarget): CatalogClient {
  return {
    async quote(items) {
      const answer = await callUpstream(target, 'POST', CATALOG_QUOTE_PATH, { items });
      if (answer.status !== 200) throw relayClientError(target, answer);
      const { items: lines } = readAnswer(target, answer, CatalogQuoteResponse);
      if (lines.length !== items.length || lines.some((line, i) => line.productId !== items[i]?.productId)) {
        throw new ServiceUnavailableError(
          'We could not check your cart right now. Please try again.',
          'CATALOG_BAD_ANSWER',
        );
      }
      return lines;
    },
  };
}
