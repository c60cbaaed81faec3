import { BaseEventEnvelope } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { ProductReadCache } from '../../cache/product-read-cache';

/** category.deleted, from any replica → its products moved, so this replica's whole cache goes. */
export function categoryDeletedCache(deps: { cache: ProductReadCache }): EventHandler<BaseEventEnvelope> {
  return {
    schema: BaseEventEnvelope,
    handle: async () => deps.cache.invalidateAll(),
  };
}
